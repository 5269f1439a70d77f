import { z } from "zod";

/** Largest value of a PostgreSQL `integer` column. */
export const MAX_ID = 2_147_483_647;

/**
 * A database id in a request: a positive whole number. A string of digits is taken too, since
 * form fields and path parameters arrive as text.
 */
export const idSchema = (label: string) => {
  const error = `${label} must be a positive whole number`;
  return z
    .union(
      [
        z.number({ error }),
        z
          .string({ error })
          .trim()
          .regex(/^\d{1,10}$/, { error }),
      ],
      { error },
    )
    .transform(Number)
    .pipe(z.number().int({ error }).min(1, { error }).max(MAX_ID, { error }));
};

/** `default` flags: true/false, or 1/0 as the spec's payment cards spell them (spec §3). */
export const flagSchema = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label} must be true or false (or 1 or 0)` })
    .transform((v) => v === true || v === 1);

/** A number sent as a JSON number or as a string of digits matching `digits`; `error` names the rule. */
export const numberOrDigits = (digits: RegExp, error: string) =>
  z.union([z.number({ error }), z.string({ error }).trim().regex(digits, { error })], { error }).transform(Number);
