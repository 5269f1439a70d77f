import { z } from "zod";

/** Largest value of a PostgreSQL `integer` column: no id, quantity, page or limit may pass it. */
export const MAX_INT = 2_147_483_647;
/** Largest database id (ids are `integer` columns). */
export const MAX_ID = MAX_INT;

/**
 * The decimal strings from 1 to MAX_ID (leading zeros allowed), so that a path or form id and its
 * OpenAPI description have the same bound as a JSON number id.
 */
const ID_DIGITS =
  /^0*(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

const idError = (label: string) => `${label} must be a positive whole number (at most ${MAX_ID})`;

/** A database id sent as a JSON number: a whole number from 1 to MAX_ID. */
export const idNumberSchema = (label: string) => {
  const error = idError(label);
  return z.number({ error }).int({ error }).min(1, { error }).max(MAX_ID, { error });
};

/**
 * A database id in a request: a positive whole number up to MAX_ID. A string of digits is taken
 * too, since form fields and path parameters arrive as text.
 */
export const idSchema = (label: string) => {
  const error = idError(label);
  return z
    .union([idNumberSchema(label), z.string({ error }).trim().regex(ID_DIGITS, { error })], { error })
    .transform(Number);
};

/**
 * A whole number sent in a query string (so as text), from 1 to `max` (at most MAX_INT: it reaches
 * an `integer` column or an offset computed from one).
 */
export const positiveIntQuerySchema = (label: string, max: number) => {
  const error = `${label} must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(Math.min(max, MAX_INT), { error });
};

/** `default` flags: true/false, or 1/0 as payment cards have always spelt them. */
export const flagSchema = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label} must be true or false (or 1 or 0)` })
    .transform((v) => v === true || v === 1);

/**
 * A number sent as a JSON number or as a string of digits matching `digits`; `error` names the
 * rule. A JSON number must be whole and within `range`, so the description states the bound too.
 */
export const numberOrDigits = (digits: RegExp, error: string, range: { min: number; max: number }) =>
  z
    .union(
      [
        z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error }),
        z.string({ error }).trim().regex(digits, { error }),
      ],
      { error },
    )
    .transform(Number);
