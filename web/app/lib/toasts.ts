import type { ReactNode } from "react";
import type { Id, ToastOptions } from "react-toastify";

/**
 * The shop's toasts. react-toastify is not in a first visit's JavaScript; it
 * loads with the first toast (the container then mounts, and shows what was asked meanwhile —
 * react-toastify keeps toasts shown before its container in a queue). Every screen calls `toast`
 * from here, never the library directly.
 */
type Toastify = typeof import("react-toastify");
type Kind = "success" | "error" | "warning" | "info";

let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const wanted = new Set<() => void>();
const queued = new Set<Id>();
let counter = 0;

/** Loads react-toastify (once); the page frame's container mounts when it is here. */
export function loadToasts(): Promise<Toastify> {
  loading ??= import("react-toastify").then(
    (module) => {
      toastify = module;
      for (const notify of wanted) notify();
      return module;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** For the container: is the library here, and tell me when it is. */
export const toastsLoaded = () => toastify;
export function onToastsLoaded(notify: () => void): () => void {
  wanted.add(notify);
  return () => wanted.delete(notify);
}

function show(kind: Kind, content: ReactNode, options: ToastOptions = {}): Id {
  const toastId = options.toastId ?? `toast-${++counter}`;
  const withId = { ...options, toastId };
  if (toastify) {
    toastify.toast[kind](content, withId);
  } else {
    queued.add(toastId);
    loadToasts().then(
      (module) => {
        if (queued.delete(toastId)) module.toast[kind](content, withId);
      },
      () => queued.delete(toastId),
    );
  }
  return toastId;
}

export const toast = {
  success: (content: ReactNode, options?: ToastOptions) => show("success", content, options),
  error: (content: ReactNode, options?: ToastOptions) => show("error", content, options),
  warning: (content: ReactNode, options?: ToastOptions) => show("warning", content, options),
  info: (content: ReactNode, options?: ToastOptions) => show("info", content, options),
  isActive: (id: Id): boolean => queued.has(id) || (toastify?.toast.isActive(id) ?? false),
  dismiss: (id?: Id): void => {
    if (id === undefined) queued.clear();
    else queued.delete(id);
    toastify?.toast.dismiss(id);
  },
};

/**
 * Error toasts that answer a form stay only until that form succeeds: a success dismisses them,
 * so a stale "Email or password is incorrect" never sits next to the signed-in page.
 */
const errorToasts = new Map<string, Id>();

/** An error toast, one per message while it is up; dismissed by the next success. */
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
