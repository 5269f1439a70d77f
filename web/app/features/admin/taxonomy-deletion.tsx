import { Trash2, X } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { fieldError } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { type TaxonomyOutcome, useTaxonomyToast } from "./taxonomy";

/** What a brand, category or type deletion answers; `key` names the row it was asked for. */
export type DeletionOutcome = TaxonomyOutcome & { key?: string };

/** One deletion to confirm: the fields the page's action reads, and what the dialog says. */
export type DeletionAsk = {
  key: string;
  fields: Record<string, string>;
  title: string;
  description: string;
  confirmLabel: string;
};

/**
 * Deleting rows of the brands and categories pages: one confirmation dialog and one fetcher for the
 * page (a deleted row leaves the list, so the success is said from here, not from the row), and
 * the refusal (parts still use it, or it changed meanwhile) shown under the row it was asked for.
 */
export function useTaxonomyDeletion() {
  const fetcher = useFetcher<DeletionOutcome>({ key: "taxonomy-deletion" });
  const [ask, setAsk] = useState<DeletionAsk | null>(null);
  useTaxonomyToast(fetcher.data);
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const refusal = (key: string) =>
    outcome && !outcome.ok && outcome.status === 409 && outcome.key === key ? outcome.message : null;
  const pending = (key: string) => fetcher.state !== "idle" && fetcher.formData?.get("key") === key;
  const dialog = (
    <ConfirmRemoval
      open={ask !== null}
      title={ask?.title ?? ""}
      description={ask?.description ?? ""}
      confirmLabel={ask?.confirmLabel ?? "Delete"}
      onConfirm={() => {
        if (ask) fetcher.submit({ ...ask.fields, key: ask.key }, { method: "post" });
      }}
      onCancel={() => setAsk(null)}
    />
  );
  return { ask: setAsk, refusal, pending, dialog };
}

/** The list's small text button (linkButton's shape) in the danger colour. */
const dangerLink =
  "inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-rose-700 hover:bg-rose-50 hover:text-rose-800 disabled:cursor-not-allowed disabled:opacity-50 dark:text-rose-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-300";

export function DeleteButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className={dangerLink} aria-label={label} onClick={onClick} disabled={busy}>
      <Trash2 className="size-4" aria-hidden="true" /> {busy ? "Deleting…" : "Delete"}
    </button>
  );
}

/** The small × on a type's chip. */
export function DeleteChipButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="-mr-1.5 ml-1 inline-grid size-5 place-items-center rounded-full text-slate-500 hover:bg-rose-100 hover:text-rose-700 disabled:opacity-50 dark:hover:bg-rose-500/20 dark:hover:text-rose-300"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={busy}
    >
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}

export function DeletionRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={fieldError}>
      <strong>Not deleted.</strong> {message}
    </p>
  );
}

/** The deletions of a brands or categories page, as its rows use them. */
export type TaxonomyDeletion = ReturnType<typeof useTaxonomyDeletion>;
