import { narrowJson } from "./html";

/**
 * Loader data that travels to the browser as one JSON string (docs/decisions/016, "A listing's data
 * as one JSON string").
 *
 * React Router writes a page's loader data into the page with turbo-stream, which walks it value by
 * value in JavaScript (a Map lookup, a closure and a `JSON.stringify` for each key, string and
 * number) so that it can carry dates, promises and shared references. A listing is none of those:
 * it is the API's JSON, cut for the cards. A vehicle page's ~530 values cost ~0.4 ms of the
 * storefront's main thread that way, against ~0.04 ms for `JSON.stringify`, on every page the cache
 * has not seen. So a loader wraps such data with `jsonData`, turbo-stream meets one string, and the
 * page reads it back with `readJsonData`.
 *
 * On the server the render reads the value the loader made, not its string. In the browser the
 * string is parsed once per answer: the wrapper React Router hands out stays the same object until
 * the loader runs again.
 */
export interface JsonData<T> {
  readonly json: string;
  /** The type of what `json` holds; never set. */
  readonly __value?: T;
}

const values = new WeakMap<object, unknown>();

export function jsonData<T>(value: T): JsonData<T> {
  // In one byte a character, whatever the titles hold: lib/html.ts's `narrow`.
  const data: JsonData<T> = { json: narrowJson(JSON.stringify(value)) };
  values.set(data, value);
  return data;
}

export function readJsonData<T>(data: JsonData<T>): T {
  if (values.has(data)) return values.get(data) as T;
  const value = JSON.parse(data.json) as T;
  values.set(data, value);
  return value;
}
