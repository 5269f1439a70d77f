import { redirect } from "react-router";
import type { z } from "zod";
import type { apiFor } from "~/lib/api.server";
import type { FieldErrors } from "./catalogue-form";
import { refusal } from "./refusal";
import { refusedBy } from "./route.server";

type Read<B> = { body: B; errors: null } | { body: null; errors: FieldErrors };

/**
 * The save of a record editor (a product, an article): a new record is created and its page opened
 * (`?created=1` says so there); an existing one is changed on the version the form was opened with
 * (the API refuses a stale one with 409).
 */
export async function saveRecord<B extends { version?: number }, S extends z.ZodType<{ id: number }>>({
  api,
  id,
  read,
  what,
  apiPath,
  pagePath,
  schema,
  saved,
}: {
  api: ReturnType<typeof apiFor>;
  id: string | undefined;
  read: Read<B>;
  what: string;
  apiPath: string;
  pagePath: string;
  schema: S;
  saved: (record: z.infer<S>) => string;
}) {
  const intent = "save";
  if (!read.body) return refusal({ intent, ok: false, message: "Some fields need a look", errors: read.errors }, 400);
  if (!id) {
    const { version: _none, ...create } = read.body;
    const answer = await api.send("POST", apiPath, schema, create);
    if (!answer.ok) return refusedBy(answer, { intent });
    return redirect(`${pagePath}/${answer.data.id}?created=1`);
  }
  if (read.body.version === undefined)
    return refusal({ intent, ok: false, message: `The form lost its version: reload the ${what}` }, 400);
  const answer = await api.send("PATCH", `${apiPath}/${id}`, schema, read.body);
  if (!answer.ok) return refusedBy(answer, { intent });
  return { intent, ok: true, message: saved(answer.data) };
}
