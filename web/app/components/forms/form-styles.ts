import { cn } from "~/lib/cn";

/** The shop's form look (the settings page's, shared with checkout and payment), so every form reads alike. */
export const fieldLabel = "block text-sm font-medium text-slate-700 dark:text-slate-300";

export const textInput = cn(
  "mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 shadow-xs",
  "placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
  "aria-invalid:border-rose-500 aria-invalid:focus:ring-rose-500/30",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500",
);

export const fieldError = "mt-1 text-sm text-rose-600 dark:text-rose-400";

const button =
  "inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

const primaryLook = cn(
  "bg-brand-500 text-white shadow-sm hover:bg-brand-600 active:bg-brand-700",
  "disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none dark:disabled:bg-slate-800 dark:disabled:text-slate-500",
);

/** The shop's one primary button: the main action of a form, a dialog or a page. */
export const primaryButton = cn(button, primaryLook);

/** The primary button at full width and a size larger: the one action a page or a step leads to. */
export const bigPrimaryButton = cn(
  "inline-flex h-12 w-full items-center justify-center gap-2 whitespace-nowrap rounded-xl px-5 font-semibold transition-colors disabled:cursor-not-allowed",
  primaryLook,
);

export const secondaryButton = cn(
  button,
  "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60",
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
);

export const dangerButton = cn(
  button,
  "bg-rose-600 text-white shadow-sm hover:bg-rose-700",
  "disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none dark:disabled:bg-slate-800 dark:disabled:text-slate-500",
);

/** Small text buttons inside lists (Edit, Remove, Make default). */
export const linkButton = cn(
  "inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  "disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
);

export const sectionCard =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900/60";
