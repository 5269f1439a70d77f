import type { AdminCategorySchema } from "@pitstop/contract/admin-catalogue";
import type { Promotion } from "@pitstop/contract/promotions";
import { Ban, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import {
  dangerButton,
  fieldError,
  fieldLabel,
  primaryButton,
  secondaryButton,
  textInput,
} from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { WarningDialog } from "~/components/ui/warning-dialog";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { type Outcome, useOutcomeToast } from "./outcome";
import { isoToZoned, offerOf, type PromotionStatus, scopeOf, statusOf } from "./promotion-form";

type Category = z.infer<typeof AdminCategorySchema>;
export type ScopeChoices = { categories: Category[]; brands: Array<{ slug: string; name: string }> };

const STATUS_TONE: Record<PromotionStatus, string> = {
  Active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  Scheduled: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
  Ended: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  "Used up": "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  Deactivated: "bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300",
};

/** The fields the form shows a message under; any other refusal is said under the form. */
const FIELDS = new Set([
  "code",
  "label",
  "kind",
  "value",
  "min_subtotal",
  "starts_at",
  "ends_at",
  "usage_limit",
  "per_customer_limit",
]);
const placed = (key: string) => FIELDS.has(key) || key.startsWith("scope");

const first = (errors: Outcome["errors"], ...names: string[]) =>
  names.map((n) => errors?.[n]?.[0]).find(Boolean) ?? undefined;

function Checks({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  chosen: readonly string[];
}) {
  return (
    <fieldset>
      <legend className={fieldLabel}>{legend}</legend>
      <div className="mt-1 flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-slate-200 p-2 text-sm dark:border-slate-700">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(o.value)}
              className="size-4 accent-brand-500"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Create (no `promotion`) or edit a promotion; the API's messages show under their fields. */
export function PromotionForm({
  promotion,
  choices,
  timeZone,
  onDone,
}: {
  promotion?: Promotion;
  choices: ScopeChoices;
  timeZone: string;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, (o) => !o.errors);
  const outcome = fetcher.data;
  const errors = outcome && !outcome.ok ? outcome.errors : undefined;
  const [kind, setKind] = useState<Promotion["kind"]>(promotion?.kind ?? "percent");
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state !== "idle" || !outcome?.ok) return;
    if (!promotion) {
      form.current?.reset();
      setKind("percent");
    }
    onDone?.();
  }, [fetcher.state, outcome, promotion, onDone]);
  const scope = promotion?.scope;
  // The API names a scope's problem by its list and item ("scope.product_ids.0").
  const scopeError = Object.entries(errors ?? {}).find(([key]) => key.startsWith("scope"))?.[1]?.[0];
  return (
    <fetcher.Form ref={form} method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={promotion ? "update" : "create"} />
      {promotion && <input type="hidden" name="id" value={promotion.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          name="code"
          defaultValue={promotion?.code ?? ""}
          placeholder="SPRING15"
          autoCapitalize="characters"
          className="[&_input]:uppercase"
          error={first(errors, "code")}
          hint="Shoppers type it in the cart; leave empty to apply it to every cart it fits."
        />
        <TextField
          label="Label shoppers see"
          name="label"
          defaultValue={promotion?.label ?? ""}
          placeholder="15% off brake parts this week"
          maxLength={80}
          error={first(errors, "label")}
        />
        <div>
          <label htmlFor="promotion-kind" className={fieldLabel}>
            Gives
          </label>
          <select
            id="promotion-kind"
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as Promotion["kind"])}
            className={textInput}
          >
            <option value="percent">A percent off</option>
            <option value="fixed">An amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
          {first(errors, "kind") && <p className={fieldError}>{first(errors, "kind")}</p>}
        </div>
        {kind !== "free_shipping" && (
          <TextField
            key={kind}
            label={kind === "percent" ? "Percent off" : "Amount off ($)"}
            name="value"
            type="number"
            inputMode="decimal"
            min={kind === "percent" ? 1 : 0.01}
            max={kind === "percent" ? 100 : undefined}
            step={kind === "percent" ? 1 : 0.01}
            defaultValue={promotion?.kind === kind ? (promotion.value ?? "") : ""}
            error={first(errors, "value")}
          />
        )}
        <TextField
          label="Minimum subtotal ($)"
          name="min_subtotal"
          type="number"
          step={0.01}
          min={0}
          defaultValue={promotion?.min_subtotal ?? ""}
          error={first(errors, "min_subtotal")}
        />
        <TextField
          label="Starts"
          name="starts_at"
          type="datetime-local"
          defaultValue={isoToZoned(promotion?.starts_at ?? null, timeZone)}
          error={first(errors, "starts_at")}
          hint={`Your time (${timeZone}); empty: now`}
        />
        <TextField
          label="Ends"
          name="ends_at"
          type="datetime-local"
          defaultValue={isoToZoned(promotion?.ends_at ?? null, timeZone)}
          error={first(errors, "ends_at")}
          hint="Empty: until deactivated"
        />
        <TextField
          label="Uses in all"
          name="usage_limit"
          type="number"
          min={1}
          step={1}
          defaultValue={promotion?.usage_limit ?? ""}
          error={first(errors, "usage_limit")}
          hint="Empty: no limit"
        />
        <TextField
          label="Uses per customer"
          name="per_customer_limit"
          type="number"
          min={1}
          step={1}
          defaultValue={promotion?.per_customer_limit ?? ""}
          error={first(errors, "per_customer_limit")}
          hint="By account, or by email for guests"
        />
      </div>
      <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-700" open={Boolean(scopeError)}>
        <summary className="cursor-pointer text-sm font-semibold">
          Applies to: {scope ? scopeOf({ scope }) : "Whole cart"} (choose to narrow)
        </summary>
        <div className="mt-3 space-y-3">
          <Checks
            legend="Categories"
            name="categories"
            options={choices.categories.map((c) => ({ value: c.slug, label: c.name }))}
            chosen={scope?.categories ?? []}
          />
          <Checks
            legend="Types"
            name="product_types"
            options={choices.categories.flatMap((c) => c.types.map((t) => ({ value: t.slug, label: t.name })))}
            chosen={scope?.product_types ?? []}
          />
          <Checks
            legend="Brands"
            name="brands"
            options={choices.brands.map((b) => ({ value: b.slug, label: b.name }))}
            chosen={scope?.brands ?? []}
          />
          <TextField
            label="Part ids"
            name="product_ids"
            defaultValue={scope?.product_ids.join(", ") ?? ""}
            placeholder="1204, 1733"
            hint="As in the products list's addresses, separated by commas"
          />
          {scopeError && <p className={fieldError}>{scopeError}</p>}
        </div>
      </details>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="combines_with_loyalty"
          defaultChecked={promotion?.combines_with_loyalty ?? true}
          className="size-4 accent-brand-500"
        />
        Adds to the loyalty discount (off: the buyer gets the better of the two)
      </label>
      {outcome && !outcome.ok && errors && !Object.keys(errors).some(placed) && (
        <p className={fieldError}>{outcome.message}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {promotion ? "Save promotion" : "Create promotion"}
        </button>
        {promotion && onDone && (
          <button type="button" onClick={onDone} className={secondaryButton}>
            <X className="size-4" aria-hidden="true" /> Cancel
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

/** One promotion of the list: what it gives, to what, when, its use and what it gave away. */
export function PromotionRow({
  promotion: p,
  choices,
  timeZone,
}: {
  promotion: Promotion;
  choices: ScopeChoices;
  timeZone: string;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data);
  const status = statusOf(p);
  const name = p.code ?? p.label;
  const date = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setConfirming(false);
  }, [fetcher.state, fetcher.data]);
  if (editing) {
    return (
      <li className="p-4">
        <PromotionForm promotion={p} choices={choices} timeZone={timeZone} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold">{p.code ?? "Automatic"}</span>
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_TONE[status])}>{status}</span>
        </p>
        <p className="font-semibold">
          {offerOf(p)} · <span className="font-normal">{p.label}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {scopeOf(p)}
          {p.min_subtotal !== null && ` · from ${formatPrice(p.min_subtotal)}`}
          {!p.combines_with_loyalty && " · not with the loyalty discount"}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {p.starts_at ? `From ${date(p.starts_at)}` : "From its creation"}
          {p.ends_at ? ` to ${date(p.ends_at)}` : ", no end"}
        </p>
        <p className="text-sm tabular-nums">
          Used on <strong>{p.times_used}</strong>
          {p.usage_limit !== null ? ` of ${p.usage_limit}` : ""} {p.times_used === 1 ? "order" : "orders"}
          {p.per_customer_limit !== null && ` (${p.per_customer_limit} per customer)`} · gave{" "}
          <strong>{formatPrice(p.amount_given)}</strong>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={() => setEditing(true)} className={secondaryButton} aria-label={`Edit ${name}`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </button>
        {p.active && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={secondaryButton}
            aria-label={`Deactivate ${name}`}
          >
            <Ban className="size-4" aria-hidden="true" /> Deactivate
          </button>
        )}
      </div>
      <WarningDialog
        open={confirming}
        busy={fetcher.state !== "idle"}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${name}?`}
        description="Shoppers can no longer use it; orders that used it keep their discount."
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
            Keep it
          </button>
          <button
            type="button"
            onClick={() => fetcher.submit({ intent: "deactivate", id: String(p.id) }, { method: "post" })}
            className={dangerButton}
          >
            Deactivate
          </button>
        </div>
      </WarningDialog>
    </li>
  );
}
