import type { ReportReasonSchema } from "@pitstop/contract/reviews";
import { useState } from "react";
import type { z } from "zod";
import { fieldError, fieldLabel, primaryButton, secondaryButton, textInput } from "~/components/forms/form-styles";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import { ApiError } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { reportReview } from "./reviews-api";

type ReportReason = z.infer<typeof ReportReasonSchema>;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or abusive",
  off_topic: "About something else",
  not_a_review: "Not a review (a question, a delivery complaint)",
  other: "Something else",
};

/** "Report": why, and a note for the operator; once per account. Loaded on first use. */
export function ReportDialog({
  open,
  reviewId,
  onClose,
  onReported,
}: {
  open: boolean;
  reviewId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const [reason, setReason] = useState<ReportReason>("spam");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await reportReview(reviewId, reason, note.trim() || undefined);
      toast.success(
        result.hidden
          ? "Thank you. The review is hidden until we have looked at it."
          : "Thank you. We will take a look at this review.",
      );
      onReported();
    } catch (err: unknown) {
      if (err instanceof ApiError && err.status === 409) {
        // Already reported from this account: nothing more to do.
        toast.info(err.message);
        onReported();
      } else
        setError(err instanceof ApiError ? (err.errors?.note?.[0] ?? err.message) : "The report could not be sent.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell open={open} busy={busy} onClose={onClose} width="sm:max-w-md" className="p-5 sm:p-6">
      <DialogHeader
        title="Report this review"
        description="A review reported by three shoppers is hidden until our team has looked at it."
      />
      <form onSubmit={submit} className="mt-4 space-y-4">
        <fieldset>
          <legend className={fieldLabel}>Reason</legend>
          <div className="mt-2 space-y-1">
            {(Object.keys(REPORT_REASON_LABELS) as ReportReason[]).map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-600"
                />
                <span className="text-sm">{REPORT_REASON_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`report-note-${reviewId}`} className={fieldLabel}>
            Note for our team (optional)
          </label>
          <textarea
            id={`report-note-${reviewId}`}
            value={note}
            maxLength={500}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={cn(textInput, "h-auto py-2")}
          />
        </div>
        {error && (
          <p role="alert" className={fieldError}>
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? "Sending…" : "Send report"}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
