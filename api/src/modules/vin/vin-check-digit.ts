/**
 * VIN syntax and the North American check digit (49 CFR 565.15): every character is given a value
 * (digits as themselves, letters by the transliteration table), multiplied by its position's
 * weight; the sum mod 11 is the 9th character, with 10 written "X". Pure functions, no vPIC.
 */

/** Letters → values; I, O and Q are not allowed in a VIN (they look like 1 and 0). */
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_LENGTH = 17;
const VIN_CHAR = /^[A-HJ-NPR-Z0-9]$/;

/** What a user typed, as a VIN: trimmed, upper-case, without the spaces and dashes people add. */
export function normaliseVin(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "");
}

/** The check digit a 17-character VIN of valid characters should have at position 9. */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== VIN_LENGTH) throw new RangeError(`A VIN has ${VIN_LENGTH} characters, not ${vin.length}`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin.charAt(i);
    const value = /\d/.test(c) ? Number(c) : LETTER_VALUES[c];
    if (value === undefined) throw new RangeError(`"${c}" is not a VIN character`);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const digit = sum % 11;
  return digit === 10 ? "X" : String(digit);
}

export type VinCheck = { ok: true; vin: string } | { ok: false; vin: string; message: string };

/**
 * Normalises `input` and says exactly what is wrong with it, if anything: its length, characters
 * a VIN cannot have, or a check digit that does not add up (almost always a typo).
 */
export function checkVin(input: string): VinCheck {
  const vin = normaliseVin(input);
  if (vin.length !== VIN_LENGTH) {
    return { ok: false, vin, message: `A VIN has ${VIN_LENGTH} characters; this one has ${vin.length}` };
  }
  const bad = [...new Set([...vin].filter((c) => !VIN_CHAR.test(c)))];
  if (bad.length > 0) {
    const list = bad.map((c) => `"${c}"`);
    const named = list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
    return {
      ok: false,
      vin,
      message: `A VIN uses only letters and digits, never I, O or Q; this one has ${named}`,
    };
  }
  const expected = vinCheckDigit(vin);
  const actual = vin.charAt(8);
  if (actual !== expected) {
    return {
      ok: false,
      vin,
      message: `The check digit (9th character) should be ${expected}, not ${actual} — please check the VIN for a typo`,
    };
  }
  return { ok: true, vin };
}
