import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.0 dialect) the API's description uses. */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** Longest string or list a generated value gets, to keep each request small and quick. */
const MAX_GENERATED_LENGTH = 60;
const MAX_GENERATED_ITEMS = 4;

/**
 * Values the schema accepts. Numbers lean on their bounds and on the integer edges (2^31 − 1,
 * 2^31, 2^53 − 1) whenever the schema allows them, since a bound left out of a description is
 * where a value reaches the database unchecked.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = core(schema);
  return schema.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : value;
}

function core(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case "string":
      return stringValue(schema);
    case "integer":
      return numberValue(schema, true);
    case "number":
      return numberValue(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case "object":
      return objectValue(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A string the schema accepts, without spaces around it: the API trims text before checking it,
 * which JSON Schema cannot say, so " " passes a description's minLength 1 and is still refused.
 */
function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  return anyStringValue(schema).filter((s) => s === s.trim());
}

function anyStringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, Math.max(minLength, MAX_GENERATED_LENGTH));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date")
    return fc
      .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: "grapheme" }),
    fc.string({ minLength, maxLength, unit: fc.constantFrom(..."0123456789 %_-'\"\\/<>&;") }),
  );
}

const INTEGER_EDGES = [0, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, -1, -(2 ** 31), -(2 ** 31) - 1];

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // OpenAPI 3.0 writes an exclusive bound as a flag on minimum/maximum, 3.1 as its own number.
  if (schema.exclusiveMinimum === true) min = integer ? min + 1 : min + Number.EPSILON;
  if (typeof schema.exclusiveMinimum === "number")
    min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
  if (schema.exclusiveMaximum === true) max = integer ? max - 1 : max - Number.EPSILON;
  if (typeof schema.exclusiveMaximum === "number")
    max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum;
  if (integer) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  const inRange = (n: number) => n >= min && n <= max;
  const edges = [...new Set([min, max, ...INTEGER_EDGES])].filter(inRange);
  const [smallMin, smallMax] = [Math.max(min, -10), Math.min(max, 20)];
  const wide = integer ? integerIn(min, max) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    // Small ids and counts, where the rows a test seeded are.
    ...(smallMin <= smallMax ? [{ arbitrary: fc.integer({ min: smallMin, max: smallMax }), weight: 3 }] : []),
    { arbitrary: fc.constantFrom(...(edges.length > 0 ? edges : [min])), weight: 2 },
    { arbitrary: wide, weight: 1 },
  );
}

/** Any whole number from `min` to `max`, however wide the range (fc.integer stops at 32 bits). */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return fc.integer({ min, max });
  const span = max - min + 1;
  if (span >= 2 ** 52) return fc.maxSafeInteger().filter((n) => n >= min && n <= max);
  return fc.maxSafeNat().map((n) => min + (n % span));
}

function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property)])),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  if (schema.additionalProperties === false || Object.keys(properties).length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
}

/**
 * Values that are close to valid and often are not: a valid value with one field swapped for any
 * JSON, one required field left out or one unknown field added; or any JSON at all.
 */
export function nearValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const names = Object.keys(schema.properties ?? {});
  if (schema.type !== "object" || names.length === 0) return fc.oneof(validValue(schema), anyJson);
  const valid = objectValue(schema);
  return fc.oneof(
    fc.tuple(valid, fc.constantFrom(...names, "unknown_field"), anyJson).map(([object, name, value]) => ({
      ...object,
      [name]: value,
    })),
    fc.tuple(valid, fc.constantFrom(...names)).map(([object, name]) => {
      const { [name]: _left, ...rest } = object;
      return rest;
    }),
    anyJson,
  );
}
