import { z } from "zod";
import type { apiFor } from "~/lib/api.server";
import { refusal } from "./refusal";
import { RECORD_ID, refusedBy, type Sent } from "./route.server";

/** A form value as text ("" when absent). */
export const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A create or edit of a brand, a category or a type, said as `done` says it once the API took it. */
export function written<T>(answer: Sent<T>, done: (record: T) => string) {
  if (!answer.ok) return refusedBy(answer, {});
  return { ok: true, message: done(answer.data) };
}

/**
 * Deletes a brand, a category or a type at `url` (its version in it where it has one). `key` names
 * the row it was asked for, so a refusal (parts still use it, it changed) is shown under that row.
 */
export async function deleteRow(api: ReturnType<typeof apiFor>, form: FormData, url: string, done: string) {
  const key = field(form, "key");
  const answer = await api.send("DELETE", url, z.unknown());
  if (!answer.ok) return refusal({ ok: false, key, status: answer.status, message: answer.message }, answer.status);
  return { ok: true, key, message: done };
}

/** Refuses a deletion asked with a row number that is none (the page is stale). */
export function unknownRow(form: FormData, what: string) {
  return refusal({ ok: false, key: field(form, "key"), message: `Unknown ${what}: reload the page` }, 400);
}

export { RECORD_ID };
