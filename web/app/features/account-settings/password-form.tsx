import { PASSWORD_MAX, PASSWORD_MIN } from "@pitstop/contract/auth";
import { KeyRound } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { primaryButton } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { passwordProblems } from "./password-rules";
import { type FieldErrors, firstError } from "./settings-result";
import { useSettingsFetcher } from "./use-settings-fetcher";

/** PUT /api/profile/update/password with `odl_password` (spelt so) and `new_password`. */
export function PasswordForm({ email }: { email: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const { fetcher, busy, errors } = useSettingsFetcher((result) => {
    if (result.ok) formRef.current?.reset();
  });
  const shown = problems ?? errors;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = passwordProblems({
      old: String(data.get("odl_password") ?? ""),
      next: String(data.get("new_password") ?? ""),
      confirm: String(data.get("confirm_password") ?? ""),
    });
    setProblems(found);
    if (found) event.preventDefault();
  };

  return (
    <fetcher.Form ref={formRef} method="post" onSubmit={check} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the change under the right account; the action ignores it. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Current password"
          name="odl_password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          error={firstError(shown, "odl_password")}
        />
        <TextField
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={firstError(shown, "new_password")}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <TextField
          label="Confirm new password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={firstError(shown, "confirm_password")}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400">
          You stay signed in here; other devices are signed out.
        </p>
        <button type="submit" disabled={busy} className={primaryButton}>
          <KeyRound className="size-4" aria-hidden="true" /> {busy ? "Updating…" : "Update password"}
        </button>
      </div>
    </fetcher.Form>
  );
}
