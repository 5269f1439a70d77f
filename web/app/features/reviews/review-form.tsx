import type { GarageCar } from "@pitstop/contract/profile";
import { type OwnReview, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from "@pitstop/contract/reviews";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { useId, useState } from "react";
import type { FieldErrors } from "~/components/forms/form-problems";
import {
  dangerButton,
  fieldError,
  fieldLabel,
  primaryButton,
  secondaryButton,
  textInput,
} from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { ApiError } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import {
  bodyCount,
  initialReviewValues,
  type ReviewFormValues,
  reviewFormProblems,
  reviewRequest,
} from "./review-form-values";
import { deleteReview, editReview, writeReview } from "./reviews-api";

const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/** 1–5 stars as a radio group: arrow keys move between them, as any radio group. */
function StarsInput({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={fieldLabel}>Your rating</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="sr-only">{`${stars} ${stars === 1 ? "star" : "stars"}: ${STAR_WORDS[stars]}`}</span>
            <span
              aria-hidden="true"
              className={cn(
                "grid size-10 place-items-center rounded-lg text-3xl leading-none",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
                stars <= value ? "text-amber-400" : "text-slate-300 dark:text-slate-600",
              )}
            >
              ★
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">{STAR_WORDS[value]}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Write or edit one's review: stars, a title (≤ 120), the text (20–5,000, counted as it
 * is typed) and the car it is for, from the garage. The contract's messages show under the fields
 * before sending, and the API's after. Loaded on first use (docs/decisions/017).
 */
export function ReviewForm({
  slug,
  garage,
  existing,
  onDone,
  onCancel,
}: {
  slug: string;
  garage: GarageCar[];
  existing: OwnReview | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<ReviewFormValues>(() => initialReviewValues(existing, garage));
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const set = (change: Partial<ReviewFormValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = (field: string) => problems?.[field]?.[0];

  // A review's car that has since left the garage stays choosable.
  const cars = garage.map((car) => ({ id: car.id, name: vehicleLabel(car) }));
  if (existing?.vehicle && !cars.some((car) => car.id === existing.vehicle?.id))
    cars.push({ id: existing.vehicle.id, name: existing.vehicle.name });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = reviewFormProblems(values);
    setProblems(found);
    if (found) return;
    setBusy(true);
    try {
      if (existing) await editReview(existing.id, reviewRequest(values));
      else await writeReview(slug, reviewRequest(values));
      toast.success(existing ? "Your review is updated." : "Thank you! Your review is published.");
      onDone();
    } catch (err: unknown) {
      if (err instanceof ApiError) {
        const { vehicle_id, ...rest } = err.errors ?? {};
        setProblems({ ...rest, vehicleId: vehicle_id, _form: err.errors ? undefined : [err.message] });
        if (!err.errors) toast.error(err.message);
      } else setProblems({ _form: ["Your review could not be sent. Please try again."] });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!existing) return;
    setConfirmingDelete(false);
    setBusy(true);
    try {
      await deleteReview(existing.id);
      toast.success("Your review is deleted.");
      onDone();
    } catch (err: unknown) {
      toast.error(err instanceof ApiError ? err.message : "Your review could not be deleted.");
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {existing ? "Edit your review" : "Write a review"}
      </h3>
      <StarsInput value={values.rating} onChange={(rating) => set({ rating })} error={problem("rating")} />
      <div>
        <label htmlFor={`${id}-summary`} className={fieldLabel}>
          Title
        </label>
        <input
          id={`${id}-summary`}
          value={values.title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => set({ title: event.target.value })}
          aria-invalid={problem("title") ? true : undefined}
          aria-describedby={problem("title") ? `${id}-summary-error` : undefined}
          className={textInput}
        />
        {problem("title") && (
          <p id={`${id}-summary-error`} className={fieldError}>
            {problem("title")}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={fieldLabel}>
          Your review
        </label>
        <textarea
          id={`${id}-body`}
          value={values.body}
          rows={6}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => set({ body: event.target.value })}
          aria-invalid={problem("body") ? true : undefined}
          aria-describedby={`${id}-body-count${problem("body") ? ` ${id}-body-error` : ""}`}
          placeholder="How did it fit, how was fitting it, how has it done since?"
          className={cn(textInput, "h-auto py-2 leading-6")}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          {problem("body") ? (
            <p id={`${id}-body-error`} className="text-rose-600 dark:text-rose-400">
              {problem("body")}
            </p>
          ) : (
            <p className="text-slate-500 dark:text-slate-400">At least {REVIEW_BODY_MIN} characters. Plain text.</p>
          )}
          <p id={`${id}-body-count`} className="text-slate-500 tabular-nums dark:text-slate-400">
            <span className="sr-only">Characters: </span>
            {bodyCount(values.body)}
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-car`} className={fieldLabel}>
          The car you fitted it to
        </label>
        <select
          id={`${id}-car`}
          value={values.vehicleId}
          onChange={(event) => set({ vehicleId: event.target.value })}
          aria-invalid={problem("vehicleId") ? true : undefined}
          className={textInput}
        >
          {cars.map((car) => (
            <option key={car.id} value={String(car.id)}>
              {car.name}
            </option>
          ))}
          <option value="">No particular car</option>
        </select>
        {problem("vehicleId") ? (
          <p className={fieldError}>{problem("vehicleId")}</p>
        ) : (
          cars.length === 0 && (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              Add your car to your garage to show other owners which car you wrote about.
            </p>
          )
        )}
      </div>
      {problem("_form") && (
        <p role="alert" className={fieldError}>
          {problem("_form")}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {existing && (
          <button
            type="button"
            onClick={() => setConfirmingDelete(true)}
            disabled={busy}
            className={cn(dangerButton, "sm:mr-auto")}
          >
            Delete review
          </button>
        )}
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={cn(secondaryButton, !existing && "sm:ml-auto")}
        >
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Sending…" : existing ? "Save changes" : "Publish review"}
        </button>
      </div>
      <ConfirmRemoval
        open={confirmingDelete}
        title="Delete your review?"
        description="It leaves the product page and its rating at once. You can write a new one later."
        confirmLabel="Delete review"
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}
