import type { Position } from "@pitstop/contract/fitment";

/**
 * ACES files name a part's position on the car as a PCdb position id (`<Position id="22"/>`) as
 * often as by name. The ids below are the Auto Care PCdb's, each confirmed in a published source:
 * 22 Front and 30 Rear are the positions the autopartsource/sandpim catalogue seeds its PCdb
 * position table with (its installer), alongside the brake part types 1684 and 1896.
 * Only ids confirmed that way are listed (the PCdb itself is licensed, not public); an id missing
 * here is reported on its line ("unknown position id 99") rather than guessed, and the file can
 * name the position instead (`<Position>Left</Position>`).
 */
export const PCDB_POSITIONS: ReadonlyMap<number, Position> = new Map<number, Position>([
  [22, "Front"],
  [30, "Rear"],
]);
