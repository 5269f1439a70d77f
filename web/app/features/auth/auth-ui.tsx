import { CircleAlert, CircleCheck } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/** The sign-in pages' shared look: one narrow column, a heading and a line of context. */
export function AuthShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </div>
  );
}

export const inputClass = cn(
  "mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900",
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
  "aria-invalid:border-rose-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
);

export const secondaryButtonClass = cn(
  "inline-flex h-12 items-center justify-center whitespace-nowrap rounded-xl border border-slate-300 px-5 font-medium",
  "hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-900",
);

export const textLinkClass = "font-semibold text-brand-600 hover:underline dark:text-brand-400";

type FieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input with its error (from the API or the browser check) or hint right under it. */
export function Field({ label, name, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A boxed outcome: what happened, in words, with a green or red mark. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-xl px-4 py-3 text-sm",
        tone === "success"
          ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          : "bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-200",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
