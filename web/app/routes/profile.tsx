import { UserSchema } from "@pitstop/contract/profile";
import { CarFront, CreditCard, Heart, LogOut, MapPin, Package } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { apiFor } from "~/lib/api.server";
import { clearedSessionCookie } from "~/lib/session.server";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await apiFor(request).send("GET", "/api/profile", UserSchema);
  if (!result.ok && result.status === 401) {
    throw redirect("/login?redirect=/profile", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
  }
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return { user: result.data };
}

export function meta() {
  return [{ title: "Your account · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** The avatar's mileage ring: miles against the next level's threshold (spec §2). */
function MileageRing({ mile, max }: { mile: number; max: number }) {
  const share = max > 0 ? Math.min(1, mile / max) : 1;
  const circumference = 2 * Math.PI * 44;
  return (
    <svg viewBox="0 0 100 100" className="size-24 -rotate-90" aria-hidden="true">
      <circle cx="50" cy="50" r="44" fill="none" strokeWidth="8" className="stroke-slate-200 dark:stroke-slate-700" />
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - share)}
        className="stroke-brand-500"
      />
    </svg>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { profile } = user;
  const name = [profile.name, profile.lastname].filter(Boolean).join(" ") || profile.email;
  const initials = (profile.name?.[0] ?? profile.email[0] ?? "?").toUpperCase();
  const tiles = [
    { Icon: CarFront, label: "Cars in your garage", count: user.garage.length },
    { Icon: Heart, label: "Wishlist", count: user.wishlist.length },
    { Icon: Package, label: "Orders", count: user.orders.length },
    { Icon: MapPin, label: "Addresses", count: user.addresses.length },
    { Icon: CreditCard, label: "Saved cards", count: user.payments.length },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center dark:border-slate-800">
        <div className="relative grid size-24 shrink-0 place-items-center">
          <MileageRing mile={profile.mile} max={profile.max_mile} />
          {profile.images[0] ? (
            <img src={profile.images[0].path} alt="" className="absolute size-16 rounded-full object-cover" />
          ) : (
            <span className="absolute grid size-16 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700 dark:bg-slate-800 dark:text-brand-300">
              {initials}
            </span>
          )}
        </div>
        <div className="flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight">{name}</h1>
          <p className="text-slate-600 dark:text-slate-400">{profile.email}</p>
          <p className="mt-2 text-sm">
            <span className="font-semibold">{profile.level_name}</span> member · {profile.level}% off every order ·{" "}
            {profile.mile.toLocaleString("en-US")} of {profile.max_mile.toLocaleString("en-US")} miles to the next level
          </p>
        </div>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 px-4 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
          >
            <LogOut className="size-4" aria-hidden="true" /> Sign out
          </button>
        </Form>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map(({ Icon, label, count }) => (
          <li key={label} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <Icon className="size-6 text-brand-500" aria-hidden="true" />
            <p className="mt-3 text-2xl font-bold">{count}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
          </li>
        ))}
      </ul>
      {user.news.length > 0 && (
        <section className="mt-10">
          <h2 className="text-xl font-bold">Saved articles</h2>
          <ul className="mt-3 space-y-2">
            {user.news.map((a) => (
              <li key={a.id}>
                <Link to={`/blog/${a.slug}`} className="text-brand-600 hover:underline dark:text-brand-400">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
