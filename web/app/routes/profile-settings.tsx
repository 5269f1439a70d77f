import { PaymentsConfigSchema } from "@pitstop/contract/payments";
import { Camera, CreditCard, KeyRound, MapPin, Palette, TriangleAlert, UserRound } from "lucide-react";
import { useState } from "react";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { useAccountUser } from "~/features/account/use-account-user";
import { AddressBook } from "~/features/account-settings/address-book";
import { AvatarModal } from "~/features/account-settings/avatar-modal";
import { ColorModeSetting } from "~/features/account-settings/color-mode-setting";
import { DeleteAccountDialog } from "~/features/account-settings/delete-account-dialog";
import { PasswordForm } from "~/features/account-settings/password-form";
import { PaymentCards } from "~/features/account-settings/payment-cards";
import { ProfileForm } from "~/features/account-settings/profile-form";
import { settingsAction } from "~/features/account-settings/settings-action.server";
import { settingsClientAction } from "~/features/account-settings/settings-client-action";
import { SettingsSection } from "~/features/account-settings/settings-section";
import { useColorModeStore } from "~/features/theme/color-mode-store";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/profile-settings";

/** The user comes from the personal area's layout; this page only needs the card provider. */
export async function loader({ request }: Route.LoaderArgs) {
  const config = await apiFor(request).send("GET", "/api/payments/config", PaymentsConfigSchema);
  return { paymentsConfig: config.ok ? config.data : null };
}

/** Every settings change posts here with an `intent` (profile, password, address-…, card-…, delete-account). */
export async function action({ request }: Route.ActionArgs) {
  return settingsAction(request);
}

/** In the browser: sees the deletion's redirect to /login and shows 'User account deleted'. */
export async function clientAction(args: Route.ClientActionArgs) {
  return settingsClientAction(args);
}

export function meta() {
  return [{ title: "Settings · Pitstop" }, { name: "robots", content: "noindex" }];
}

const SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "password", label: "Password" },
  { id: "addresses", label: "Addresses" },
  { id: "cards", label: "Cards" },
  { id: "appearance", label: "Appearance" },
  { id: "account", label: "Account" },
] as const;

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  const { profile } = user;
  const colorMode = useColorModeStore((s) => s.mode);
  const setColorMode = useColorModeStore((s) => s.setMode);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const avatar = profile.images[0]?.path ?? null;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your details, sign-in, addresses, cards and how the shop looks.
        </p>
        <nav aria-label="Settings sections" className="mt-4">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
            {SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-200 px-3.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-brand-500 dark:hover:text-brand-300"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <SettingsSection
        id="profile"
        title="Profile"
        description="How we address you, and where we send order updates."
        Icon={UserRound}
      >
        <div className="mb-6 flex flex-wrap items-center gap-4 border-b border-slate-100 pb-6 dark:border-slate-800">
          <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-xl font-bold text-brand-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-brand-300 dark:ring-slate-700">
            {avatar ? (
              <img src={avatar} alt="" className="size-full object-cover" />
            ) : (
              <Camera className="size-6 text-brand-500" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-40 flex-1">
            <p className="font-semibold">Profile photo</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">PNG or JPEG, up to 5 MB.</p>
          </div>
          <button type="button" onClick={() => setAvatarOpen(true)} className={secondaryButton}>
            <Camera className="size-4" aria-hidden="true" /> Change photo
          </button>
        </div>
        <ProfileForm profile={profile} />
      </SettingsSection>

      <SettingsSection
        id="password"
        title="Password"
        description="Changing it signs you out everywhere else."
        Icon={KeyRound}
      >
        <PasswordForm email={profile.email} />
      </SettingsSection>

      <SettingsSection
        id="addresses"
        title="Addresses"
        description="Where your parts are delivered. The default one is filled in at checkout."
        Icon={MapPin}
      >
        <AddressBook addresses={user.addresses} />
      </SettingsSection>

      <SettingsSection
        id="cards"
        title="Payment cards"
        description="Saved cards for faster checkout. We never store full card numbers."
        Icon={CreditCard}
      >
        <PaymentCards payments={user.payments} config={loaderData.paymentsConfig} />
      </SettingsSection>

      <SettingsSection
        id="appearance"
        title="Appearance"
        description="Color mode for this browser. The header's sun and moon menu sets the same thing."
        Icon={Palette}
      >
        <ColorModeSetting mode={colorMode} onChange={setColorMode} />
      </SettingsSection>

      <SettingsSection
        id="account"
        title="Delete account"
        description="Erases your personal data; your orders are kept for our records without it. This cannot be undone."
        Icon={TriangleAlert}
      >
        <div className="flex justify-end">
          <button type="button" onClick={() => setDeleteOpen(true)} className={dangerButton}>
            Delete my account
          </button>
        </div>
      </SettingsSection>

      <AvatarModal open={avatarOpen} onClose={() => setAvatarOpen(false)} userId={profile.id} currentImage={avatar} />
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} orders={user.orders} />
    </div>
  );
}
