import {
  ArrowRight,
  Camera,
  CarFront,
  CreditCard,
  Heart,
  LoaderCircle,
  LogOut,
  MapPin,
  Newspaper,
  Package,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AccountAvatar } from "~/features/account/account-avatar";
import { useAccountUser } from "~/features/account/use-account-user";
import { AvatarModal } from "~/features/account-settings/avatar-modal";
import { useSignOut } from "~/layout/use-sign-out";
import { accountSummary } from "~/lib/account/account-summary";

export function meta() {
  return [{ title: "Your account · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** The personal area's overview: who you are, your loyalty level and what the account holds. */
export default function Profile() {
  const user = useAccountUser();
  const { profile } = user;
  const summary = accountSummary(user);
  const [photoOpen, setPhotoOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const toNext = Math.max(0, profile.max_mile - profile.mile);
  const tiles = [
    { Icon: CarFront, label: "Cars in your garage", count: user.garage.length, to: "/profile/garage" },
    { Icon: Heart, label: "Wishlist", count: user.wishlist.length, to: "/profile/wishlist" },
    { Icon: Package, label: "Orders", count: user.order_count, to: "/profile/orders" },
    { Icon: MapPin, label: "Addresses", count: user.addresses.length, to: "/profile/settings" },
    { Icon: CreditCard, label: "Saved cards", count: user.payments.length, to: "/profile/settings" },
  ];
  return (
    <div>
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:p-6 dark:border-slate-800">
        <button
          type="button"
          onClick={() => setPhotoOpen(true)}
          className="group relative self-start rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:self-auto"
          aria-label="Change profile photo"
        >
          <AccountAvatar
            size="lg"
            avatar={summary.avatar}
            initials={summary.initials}
            mile={profile.mile}
            maxMile={profile.max_mile}
          />
          <span className="absolute right-0 bottom-0 grid size-8 place-items-center rounded-full bg-slate-900 text-white ring-3 ring-white transition-transform group-hover:scale-110 dark:bg-white dark:text-slate-900 dark:ring-slate-950">
            <Camera className="size-4" aria-hidden="true" />
          </span>
        </button>
        <AvatarModal
          open={photoOpen}
          onClose={() => setPhotoOpen(false)}
          userId={profile.id}
          currentImage={summary.avatar}
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-extrabold tracking-tight">{summary.name}</h1>
          <p className="truncate text-slate-600 dark:text-slate-400">{profile.email}</p>
          <p className="mt-2 text-sm">
            <span className="font-semibold">{profile.level_name}</span> member · {profile.level}% off every order
          </p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {profile.mile.toLocaleString("en-US")} of {profile.max_mile.toLocaleString("en-US")} miles
            {toNext > 0 ? ` · ${toNext.toLocaleString("en-US")} to the next level` : " · top level reached"}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={signingOut}
          className="inline-flex h-11 items-center gap-2 self-start rounded-xl border border-slate-300 px-4 font-medium hover:bg-slate-50 disabled:opacity-60 sm:self-auto dark:border-slate-700 dark:hover:bg-slate-900"
        >
          {signingOut ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <LogOut className="size-4" aria-hidden="true" />
          )}{" "}
          Logout
        </button>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        {tiles.map(({ Icon, label, count, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="group block h-full rounded-2xl border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-5 dark:border-slate-800 dark:hover:border-brand-500/40 dark:hover:bg-slate-900"
            >
              <Icon className="size-6 text-brand-500" aria-hidden="true" />
              <p className="mt-3 text-2xl font-bold">{count}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section className="mt-8" aria-labelledby="saved-articles-title">
        <h2 id="saved-articles-title" className="flex items-center gap-2 text-lg font-bold">
          <Newspaper className="size-5 text-brand-500" aria-hidden="true" /> Saved articles
        </h2>
        {user.news.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-slate-50 px-4 py-5 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            Articles you save on the{" "}
            <Link to="/blog" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
              blog
            </Link>{" "}
            appear here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {user.news.map((article) => (
              <li key={article.id}>
                <Link
                  to={`/blog/${article.slug}`}
                  className="flex items-center gap-3 px-4 py-3 font-medium hover:text-brand-600 dark:hover:text-brand-400"
                >
                  <span className="flex-1">{article.title}</span>
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
