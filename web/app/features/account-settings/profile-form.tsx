import { ProfileUpdateSchema, type User } from "@pitstop/contract/profile";
import { BadgeCheck, MailWarning, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { primaryButton } from "./form-styles";
import { formProblems, formValues } from "./form-validation";
import { type FieldErrors, firstError } from "./settings-result";
import { TextField } from "./text-field";
import { useSettingsFetcher } from "./use-settings-fetcher";

const PROFILE_FIELDS = ["name", "lastname", "phone", "email", "username"] as const;

/** spec §7: PUT /api/profile/update with name, lastname, phone, email and username. */
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
          <p className="mt-2 flex items-center gap-1.5 text-sm">
            {profile.email_verified ? (
              <>
                <BadgeCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                <span className="text-emerald-700 dark:text-emerald-300">Email verified</span>
              </>
            ) : (
              <>
                <MailWarning className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
                <span className="text-amber-700 dark:text-amber-300">
                  Not verified yet — open the link we emailed to {profile.email}.
                </span>
              </>
            )}
          </p>
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
