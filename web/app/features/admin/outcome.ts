import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { toast } from "~/lib/toasts";

/** What a back-office action answers: the API's message, its status and field messages when refused. */
export type Outcome = {
  intent?: string;
  ok: boolean;
  message: string;
  status?: number;
  errors?: Record<string, string[]>;
};

/**
 * By default a refusal is a toast unless the page shows it elsewhere: field messages under their
 * fields, a stale copy (409) in a notice above the form.
 */
const shownOnPage = (outcome: Outcome) => Boolean(outcome.errors) || outcome.status === 409;

/** Says an action's outcome once, as a toast; `sayRefusal` chooses the refusals a toast says. */
export function useOutcomeToast(
  outcome: Outcome | undefined,
  sayRefusal: (outcome: Outcome) => boolean = (o) => !shownOnPage(o),
) {
  const said = useRef<Outcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    if (outcome.ok) toast.success(outcome.message);
    else if (sayRefusal(outcome)) toast.error(outcome.message);
  }, [outcome, sayRefusal]);
}

/** Every refusal is a toast (the page shows none of them elsewhere). */
export const everyRefusal = () => true;
/** A refusal with field messages is shown under its fields; any other is a toast. */
export const unlessFieldErrors = (outcome: Outcome) => !outcome.errors;

/** Whether the page's form is being sent with this `intent` (its button then says so). */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
