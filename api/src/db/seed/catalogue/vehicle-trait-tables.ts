/**
 * The tables vehicle-traits.ts reads: maker families, and the tire sizes, wiper lengths and
 * headlight bulbs of each kind and size class of vehicle by era (typical US fitments).
 */
import type { SeedVehicleKind } from "../types.ts";

export type SizeClass = "small" | "mid" | "large";
export type Family = "toyota" | "honda" | "asian" | "korean" | "ford" | "gm" | "chrysler" | "euro" | "ev";

const FAMILY_BY_MAKE: Record<string, Family> = {
  toyota: "toyota",
  lexus: "toyota",
  scion: "toyota",
  honda: "honda",
  acura: "honda",
  nissan: "asian",
  infiniti: "asian",
  subaru: "asian",
  mazda: "asian",
  mitsubishi: "asian",
  suzuki: "asian",
  daewoo: "korean",
  hyundai: "korean",
  kia: "korean",
  genesis: "korean",
  ford: "ford",
  lincoln: "ford",
  mercury: "ford",
  chevrolet: "gm",
  gmc: "gm",
  buick: "gm",
  cadillac: "gm",
  pontiac: "gm",
  oldsmobile: "gm",
  saturn: "gm",
  hummer: "gm",
  geo: "gm",
  chrysler: "chrysler",
  dodge: "chrysler",
  jeep: "chrysler",
  ram: "chrysler",
  plymouth: "chrysler",
  eagle: "chrysler",
  fiat: "chrysler",
  tesla: "ev",
  rivian: "ev",
  lucid: "ev",
  fisker: "ev",
  polestar: "ev",
};

export const familyOf = (make: string): Family => FAMILY_BY_MAKE[make.toLowerCase()] ?? "euro";

export const era = (year: number) => (year < 2000 ? 0 : year < 2010 ? 1 : year < 2017 ? 2 : 3);

// biome-ignore format: size tables read best as one row per class
export const TIRE_SIZES: Record<SeedVehicleKind, Record<SizeClass, readonly (readonly string[])[]>> = {
  car: {
    small: [["175/70R13", "185/65R14", "185/60R14"], ["185/65R15", "195/65R15", "195/60R15"], ["195/65R15", "205/55R16", "215/45R17"], ["205/55R16", "215/50R17", "225/40R18"]],
    mid: [["195/70R14", "205/65R15", "205/60R15"], ["205/65R15", "215/60R16", "225/50R17"], ["205/65R16", "215/60R16", "225/45R18"], ["205/65R16", "225/50R17", "235/45R18"]],
    large: [["215/70R15", "225/60R16", "225/70R15"], ["225/60R16", "225/55R17", "235/50R18"], ["235/55R17", "245/45R18", "245/40R19"], ["245/45R18", "255/35R19", "275/35R20"]],
  },
  mpv: {
    small: [["205/70R15", "215/70R15"], ["215/70R16", "225/65R17"], ["215/65R16", "225/65R17", "215/55R18"], ["215/60R17", "225/55R18", "225/65R17"]],
    mid: [["225/70R15", "235/70R15"], ["225/70R16", "235/65R17"], ["235/65R17", "235/60R18", "245/60R18"], ["235/65R17", "235/55R19", "225/60R18"]],
    large: [["235/75R15", "245/70R16"], ["245/70R17", "265/70R16"], ["265/70R17", "265/60R18", "275/55R20"], ["265/65R18", "275/55R20", "275/60R20"]],
  },
  truck: {
    small: [["215/75R15", "235/75R15"], ["235/75R15", "245/75R16"], ["245/75R16", "265/70R16"], ["245/75R16", "265/70R17"]],
    mid: [["235/75R15", "LT245/75R16"], ["245/75R16", "265/70R16"], ["265/70R16", "265/65R17", "265/70R17"], ["265/70R16", "265/65R17", "LT265/70R17"]],
    large: [["LT245/75R16", "235/75R15"], ["LT245/75R16", "265/70R17", "LT265/70R17"], ["265/70R17", "275/65R18", "LT275/65R18", "LT285/70R17"], ["265/70R17", "275/60R20", "275/65R18", "LT275/65R18"]],
  },
};

// biome-ignore format: one row per kind
export const WIPERS: Record<SeedVehicleKind, Record<SizeClass, readonly (readonly [number, number])[]>> = {
  car: { small: [[24, 14], [24, 16], [22, 18], [26, 14]], mid: [[26, 18], [26, 16], [24, 19], [26, 17]], large: [[26, 19], [28, 18], [24, 20], [22, 22]] },
  mpv: { small: [[26, 16], [24, 16], [26, 14]], mid: [[26, 16], [26, 17], [28, 16], [24, 20]], large: [[22, 22], [24, 19], [26, 20]] },
  truck: { small: [[20, 20], [22, 18]], mid: [[22, 20], [26, 16], [22, 22]], large: [[22, 22], [22, 20], [24, 24]] },
};
export const OLD_WIPERS: readonly (readonly [number, number])[] = [
  [20, 18],
  [18, 18],
  [20, 19],
  [21, 19],
  [22, 18],
];

/** Low/high beam bulbs by era. */
// biome-ignore format: one row per era
export const BULBS: readonly (readonly (readonly string[])[])[] = [
  [["H4"], ["9007"], ["9006", "9005"]],
  [["9006", "9005"], ["H4"], ["9007"], ["H7", "9005"], ["H11", "9005"]],
  [["H11", "9005"], ["H13"], ["9006", "9005"], ["9012", "9005"], ["H7", "H7"]],
  [["H11", "9005"], ["9012", "9005"], ["H11", "H11"], ["9005"]],
];
