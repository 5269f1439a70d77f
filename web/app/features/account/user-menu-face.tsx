import type { AccountSummary } from "~/lib/account/account-summary";
import { countOf } from "~/lib/plural";
import { AccountAvatar } from "./account-avatar";

export interface UserMenuProps {
  account: AccountSummary;
  /** The page frame syncs and clears the device, then posts to /logout. */
  onSignOut: () => void;
  signingOut?: boolean;
}

/** The avatar button's props, the same before and after the menu's code is here. */
export function userMenuButton(account: AccountSummary) {
  const unpaid = account.unpaidOrderCount;
  return {
    className:
      "relative grid size-10 place-items-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-11 dark:hover:bg-slate-800",
    "aria-label": unpaid > 0 ? `Your account, ${countOf(unpaid, "unpaid order")}` : "Your account",
  };
}

/** The avatar with the mileage ring, and a red dot while an order is unpaid. */
export function UserMenuFace({ account }: { account: AccountSummary }) {
  const unpaid = account.unpaidOrderCount;
  return (
    <>
      <AccountAvatar
        avatar={account.avatar}
        initials={account.initials}
        mile={account.mile}
        maxMile={account.maxMile}
      />
      {unpaid > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-red-500 ring-2 ring-white dark:ring-slate-950"
          aria-hidden="true"
        />
      )}
    </>
  );
}
