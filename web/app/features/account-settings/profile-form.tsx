import { ProfileUpdateSchema, type User } from "@pitstop/contract/profile";
import { BadgeCheck, MailWarning, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { formProblems, formValues } from "~/components/forms/form-problems";
import { primaryButton } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { toast } from "~/lib/toasts";
import { type FieldErrors, firstError } from "./settings-result";
import { useSettingsFetcher } from "./use-settings-fetcher";

const PROFILE_FIELDS = ["name", "lastname", "phone", "email", "username"] as const;

/** PUT /api/profile/update with name, lastname, phone, email and username. */
export function ProfileForm({ profile }: { profile: User["profile"] }) {
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const [verificationSent, setVerificationSent] = useState(false);
  const { fetcher, busy, errors } = useSettingsFetcher((result) => {
    if (result.ok && result.emailChanged) {
      setVerificationSent(true);
      toast.info("We sent a verification link to your new email address.");
    }
  });
  const shown = problems ?? errors;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = formProblems(ProfileUpdateSchema, formValues(event.currentTarget, PROFILE_FIELDS));
    setProblems(found);
    if (found) event.preventDefault();
  };

  // After a save the inputs start again from what the API stored (it trims and lowercases).
  const saved = [profile.name, profile.lastname, profile.phone, profile.email, profile.username].join("\u0000");
  return (
    <fetcher.Form key={saved} method="post" onSubmit={check} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="current_email" value={profile.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="name"
          defaultValue={profile.name}
          autoComplete="given-name"
          maxLength={60}
          error={firstError(shown, "name")}
        />
        <TextField
          label="Last name"
          name="lastname"
          defaultValue={profile.lastname}
          autoComplete="family-name"
          maxLength={60}
          error={firstError(shown, "lastname")}
        />
        <TextField
          label="Username"
          name="username"
          defaultValue={profile.username ?? ""}
          autoComplete="username"
          maxLength={30}
          error={firstError(shown, "username")}
          hint="Optional. 3–30 letters, digits, dots, dashes or underscores."
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={profile.phone}
          autoComplete="tel"
          maxLength={20}
          placeholder="+1 555 010 0199"
          error={firstError(shown, "phone")}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            defaultValue={profile.email}
            autoComplete="email"
            maxLength={254}
            error={firstError(shown, "email")}
          />
          <EmailVerificationNote email={profile.email} verified={profile.email_verified} />
        </div>
      </div>
      {verificationSent && !profile.email_verified && (
        <p
          role="status"
          className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-800 dark:bg-sky-950/50 dark:text-sky-200"
        >
          We sent a verification link to <strong>{profile.email}</strong>. Open it to confirm your new address.
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={busy} className={primaryButton}>
          <Save className="size-4" aria-hidden="true" /> {busy ? "Saving…" : "Save profile"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Verified or not (spec: changing the email asks for verification again), with a new link on demand. */
function EmailVerificationNote({ email, verified }: { email: string; verified: boolean }) {
  const resend = useSettingsFetcher();
  if (verified)
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-300">
        <BadgeCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        Email verified
      </p>
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="flex items-start gap-1.5 text-amber-700 dark:text-amber-300">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <span className="break-all sm:break-normal">Not verified yet — open the link we emailed to {email}.</span>
      </p>
      {/* Not a nested form: the profile form is around this note. */}
      <button
        type="button"
        disabled={resend.busy}
        onClick={() => resend.fetcher.submit({ intent: "verification-resend" }, { method: "post" })}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-400"
      >
        {resend.busy ? "Sending…" : "Send a new link"}
      </button>
    </div>
  );
}
