import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { fieldError, fieldLabel, textInput } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";

type Props = {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input whose error (from the browser check or the API) sits right under it. */
export function TextField({ label, name, error, hint, className, "aria-describedby": also, ...input }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, also].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={textInput}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={cn("mt-1 text-sm text-slate-500 dark:text-slate-400")}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
