import { type Id, toast } from "react-toastify";

/**
 * Error toasts that answer a form stay only until that form succeeds: a success dismisses them,
 * so a stale "Email or password is incorrect" never sits next to the signed-in page.
 */
const errorToasts = new Map<string, Id>();

/** An error toast (spec §8), one per message while it is up; dismissed by the next success. */
export function errorToast(message: string): void {
  const up = errorToasts.get(message);
  if (up !== undefined && toast.isActive(up)) return;
  errorToasts.set(message, toast.error(message));
}

/** Dismisses the error toasts still up (the action they answered has now succeeded). */
export function dismissErrorToasts(): void {
  for (const id of errorToasts.values()) toast.dismiss(id);
  errorToasts.clear();
}

/** A success toast; the errors it answers go first. */
export function successToast(message: string): void {
  dismissErrorToasts();
  toast.success(message);
}

/**
 * A refusal's message, shown once where it belongs: when a field already shows it inline, the
 * toast would only repeat it.
 */
export function refusalToast(message: string, inline: Record<string, string[] | undefined> | undefined): void {
  const shownByAField = Object.values(inline ?? {}).some((messages) => messages?.includes(message));
  if (!shownByAField) errorToast(message);
}
