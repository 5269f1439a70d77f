import { AdminFitmentListSchema, AdminProductSchema } from "@pitstop/contract/admin-catalogue";
import { redirect } from "react-router";
import { z } from "zod";
import type { apiFor } from "~/lib/api.server";
import { readFitmentForm, text } from "./catalogue-form";
import { refusal } from "./refusal";
import { RECORD_ID, refusedBy } from "./route.server";

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Empty = z.unknown();

type Api = ReturnType<typeof apiFor>;

/**
 * The writes of a saved product's editor besides its save, by `intent`: each through the admin API
 * (which validates, locks, audits and refreshes the shop), each answering the outcome the page says.
 */
export async function productWrite(api: Api, id: string, intent: string, form: FormData) {
  const base = `/api/admin/products/${id}`;
  const done = (message: string) => ({ intent, ok: true, message });

  if (intent === "delete" || intent === "hide") {
    const version = text(form, "version");
    if (!RECORD_ID.test(version))
      return refusal({ intent, ok: false, message: "The form lost its version: reload the product" }, 400);
    if (intent === "hide") {
      const answer = await api.send("PATCH", base, AdminProductSchema, { published: false, version: Number(version) });
      if (!answer.ok) return refusedBy(answer, { intent });
      return done("Hidden: the shop no longer shows this part");
    }
    const answer = await api.send("DELETE", `${base}?version=${version}`, Empty);
    if (!answer.ok) return refusedBy(answer, { intent });
    return redirect("/admin/products?deleted=1");
  }

  if (intent === "fitment-add") {
    const read = readFitmentForm(form);
    if (!read.body) return refusal({ intent, ok: false, message: "Some fields need a look", errors: read.errors }, 400);
    const answer = await api.send("POST", `${base}/fitment`, AdminFitmentListSchema, read.body);
    if (!answer.ok) return refusedBy(answer, { intent });
    const { make, model, year_from, year_to } = read.body;
    const years = year_from === year_to ? `${year_from}` : `${year_from}–${year_to}`;
    return done(`Fits the ${years} ${make} ${model} now`);
  }
  if (intent === "fitment-remove") {
    const applicationId = text(form, "application_id");
    if (!RECORD_ID.test(applicationId)) return refusal({ intent, ok: false, message: "Unknown application" }, 400);
    const answer = await api.send("DELETE", `${base}/fitment/applications/${applicationId}`, AdminFitmentListSchema);
    if (!answer.ok) return refusedBy(answer, { intent });
    return done("Application removed");
  }
  if (intent === "image-order") {
    const mediaIds = form.getAll("media_id").map(String);
    if (mediaIds.length === 0 || !mediaIds.every((m) => MEDIA_ID.test(m)))
      return refusal({ intent, ok: false, message: "Unknown picture" }, 400);
    const answer = await api.send("PUT", `${base}/images/order`, AdminProductSchema, { media_ids: mediaIds });
    if (!answer.ok) return refusedBy(answer, { intent });
    return done("Pictures reordered");
  }
  if (intent === "image-delete") {
    const mediaId = text(form, "media_id");
    if (!MEDIA_ID.test(mediaId)) return refusal({ intent, ok: false, message: "Unknown picture" }, 400);
    const answer = await api.send("DELETE", `${base}/images/${mediaId}`, Empty);
    if (!answer.ok) return refusedBy(answer, { intent });
    return done("Picture deleted");
  }
  return refusal({ intent, ok: false, message: "Unknown action" }, 400);
}
