/**
 * How a rating reads as five stars: a star is full from a quarter below its number (4.8 shows five)
 * and half from three quarters below (4.3 shows four and a half). The stars are one drawing per
 * combination in the icon sprite, named by ratingSymbolId.
 */
export interface StarFill {
  full: number;
  half: boolean;
}

export function starFill(rating: number): StarFill {
  const full = [1, 2, 3, 4, 5].filter((star) => rating >= star - 0.25).length;
  return { full, half: full < 5 && rating >= full + 1 - 0.75 };
}

export const ratingSymbolId = ({ full, half }: StarFill) => `stars-${full}${half ? "-half" : ""}`;

/** Every drawing a rating can need: 0 to 5 full stars, and a half star after any fewer than five. */
export const STAR_FILLS: readonly StarFill[] = [0, 1, 2, 3, 4, 5].flatMap((full) =>
  full < 5
    ? [
        { full, half: false },
        { full, half: true },
      ]
    : [{ full, half: false }],
);
