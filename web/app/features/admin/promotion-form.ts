import type { Promotion } from "@pitstop/contract/promotions";

/**
 * The promotions page's form, read into the body of POST/PATCH /api/admin/promotions (the API
 * checks every field and its rules between fields; nothing is judged here but the shapes a form
 * can send), and the words the list shows for a promotion.
 */

/** `datetime-local` ("2026-12-01T09:00") in the operator's time zone → an instant with its offset. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that wall time (asked twice: once near it, once at the answer).
  let at = wall - offsetOf(wall, timeZone);
  at = wall - offsetOf(at, timeZone);
  return new Date(at).toISOString();
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetOf(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** An instant as the operator's `datetime-local` value in their zone. */
export function isoToZoned(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  return new Date(at + offsetOf(at, timeZone)).toISOString().slice(0, 16);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const numberOrNull = (value: string) => (value === "" ? null : Number(value));
const list = (form: FormData, name: string) => form.getAll(name).map(String).filter(Boolean);

/** The body of a create (every field) or an edit (every field too: the form shows them all). */
export function readPromotionForm(form: FormData, timeZone: string): Record<string, unknown> {
  const kind = text(form, "kind");
  const code = text(form, "code").toUpperCase();
  const ids = text(form, "product_ids");
  const when = (name: string) => {
    const value = text(form, name);
    return value === "" ? null : (zonedToIso(value, timeZone) ?? value);
  };
  return {
    code: code === "" ? null : code,
    label: text(form, "label") === "" ? null : text(form, "label"),
    kind,
    value: kind === "free_shipping" ? null : numberOrNull(text(form, "value")),
    min_subtotal: numberOrNull(text(form, "min_subtotal")),
    starts_at: when("starts_at"),
    ends_at: when("ends_at"),
    usage_limit: numberOrNull(text(form, "usage_limit")),
    per_customer_limit: numberOrNull(text(form, "per_customer_limit")),
    scope: {
      categories: list(form, "categories"),
      product_types: list(form, "product_types"),
      brands: list(form, "brands"),
      // Part numbers in the shop are ids here: "123, 456".
      product_ids:
        ids === ""
          ? []
          : ids
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number),
    },
    combines_with_loyalty: form.get("combines_with_loyalty") === "on",
  };
}

const money = (dollars: number) =>
  Number.isInteger(dollars) ? `$${dollars.toLocaleString("en-US")}` : `$${dollars.toFixed(2)}`;

/** "15% off", "$10 off", "Free shipping". */
export function offerOf(p: Pick<Promotion, "kind" | "value">): string {
  if (p.kind === "percent") return `${p.value ?? 0}% off`;
  if (p.kind === "fixed") return `${money(p.value ?? 0)} off`;
  return "Free shipping";
}

/** What a promotion is for, in words. */
export function scopeOf(p: Pick<Promotion, "scope">): string {
  const { categories, product_types, brands, product_ids } = p.scope;
  const parts = [
    categories.length ? `categories: ${categories.join(", ")}` : null,
    product_types.length ? `types: ${product_types.join(", ")}` : null,
    brands.length ? `brands: ${brands.join(", ")}` : null,
    product_ids.length ? `${product_ids.length} ${product_ids.length === 1 ? "part" : "parts"}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Whole cart";
}

export type PromotionStatus = "Active" | "Scheduled" | "Ended" | "Used up" | "Deactivated";

/** Where a promotion stands now. */
export function statusOf(p: Promotion, now = Date.now()): PromotionStatus {
  if (!p.active) return "Deactivated";
  if (p.ends_at && Date.parse(p.ends_at) <= now) return "Ended";
  if (p.starts_at && Date.parse(p.starts_at) > now) return "Scheduled";
  if (p.usage_limit !== null && p.times_used >= p.usage_limit) return "Used up";
  return "Active";
}
