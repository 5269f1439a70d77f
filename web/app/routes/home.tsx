import { NewsListSchema } from "@pitstop/contract/news";
import { LATEST_NEWS_DEFAULT } from "@pitstop/contract/news-limits";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Link } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { useShippingTerms } from "~/components/shipping-note";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { CategoryIcon } from "~/features/content/category-icon";
import { ArticleCard } from "~/features/news/article-card";
import { LATEST_NEWS_PATH } from "~/features/news/latest-news";
import { type ActiveVehicle, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { useFrameData } from "~/lib/frame-data";
import { countOf } from "~/lib/plural";
import { sharedPage } from "~/lib/shared-page";
import { useShell } from "~/lib/shell-context";
import { freeShippingRule } from "~/lib/shipping-rule";
import type { Route } from "./+types/home";

/** The shop's promises; shipping is worded by the one rule (lib/shipping-rule). */
const promises = (freeShippingFrom: number): Array<{ icon: IconName; title: string; text: string }> => [
  { icon: "badge-check", title: "Checked fitment", text: "Every part matched to year, make and model." },
  { icon: "truck", title: freeShippingRule(freeShippingFrom), text: "Standard delivery in 3–7 business days." },
  { icon: "rotate-ccw", title: "30-day returns", text: "Unused parts back, no hassle." },
  { icon: "headset", title: "24/7 support", text: "Real people who know cars, any time." },
];

/**
 * The latest articles as cards (the frame's loader sends only their titles, for the footer). The same
 * public answer as the frame's, so the storefront asks the API once for both (lib/api.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const latestNews = await apiFor(request).getPublic(LATEST_NEWS_PATH, NewsListSchema);
  return { latestNews: latestNews.slice(0, LATEST_NEWS_DEFAULT) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The frame's loader already has the categories; the home page reuses them.
  const frame = useFrameData();
  const categories = frame?.categories ?? [];
  const { latestNews } = loaderData;
  const { openVehiclePicker } = useShell();
  const { freeShippingFrom } = useShippingTerms();
  const { vehicle } = useActiveVehicle();
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(249,115,22,0.35),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-200 ring-1 ring-white/15">
              <Icon name="badge-check" className="size-4" /> Parts checked against your car
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              The right part, <span className="text-brand-400">first time.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-300">
              Tell us what you drive and we'll show only the brakes, filters, oils, batteries and tires that fit it —
              from brands we'd put on our own cars.
            </p>
          </div>
          {vehicle ? (
            <ActiveVehicleWelcome vehicle={vehicle} categories={categories} onSwitch={() => openVehiclePicker()} />
          ) : (
            <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-black/5 dark:bg-slate-900 dark:text-white dark:ring-white/10">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <Icon name="car-front" className="size-6 text-brand-500" /> Select your vehicle
              </h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Year, make and model — or your 17-character VIN. We'll remember it for next time.
              </p>
              <button type="button" onClick={() => openVehiclePicker()} className={cn(bigPrimaryButton, "mt-5")}>
                Select your vehicle
              </button>
              <p className="mt-3 text-center text-xs text-slate-500">Over 40 makes, model years 1990–2026.</p>
            </div>
          )}
        </div>
      </section>

      <section aria-label="Why Pitstop" className="border-b border-slate-200 dark:border-slate-800">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 lg:grid-cols-4">
          {promises(freeShippingFrom).map(({ icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon name={icon} className="size-7 shrink-0 text-brand-500" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-3xl font-bold tracking-tight">
          Shop by category
        </h2>
        <ul className="mt-8 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/${c.slug}`}
                className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center sm:gap-3 sm:px-3 sm:py-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
              >
                <span className="grid size-11 place-items-center rounded-full sm:size-14 bg-brand-50 text-brand-600 group-hover:bg-brand-500 group-hover:text-white dark:bg-slate-800 dark:text-brand-400">
                  <CategoryIcon slug={c.slug} className="size-6 sm:size-7" />
                </span>
                <span className="text-sm font-semibold sm:text-base">{c.name}</span>
                <span className="text-xs text-slate-500">{countOf(c.product_count, "part")}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 dark:bg-slate-900/40" aria-labelledby="news-title">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <div className="flex items-end justify-between gap-4">
            <h2 id="news-title" className="text-3xl font-bold tracking-tight">
              Latest news and guides
            </h2>
            <Link to="/blog" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
              All articles <Icon name="arrow-right" className="inline size-4" />
            </Link>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {latestNews.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** A returning shopper is greeted with their car and its categories, not asked again. */
function ActiveVehicleWelcome({
  vehicle,
  categories,
  onSwitch,
}: {
  vehicle: ActiveVehicle;
  categories: Array<{ slug: string; name: string }>;
  onSwitch: () => void;
}) {
  const path = vehiclePagePath(vehicle);
  return (
    <section
      aria-labelledby="welcome-vehicle"
      className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-black/5 dark:bg-slate-900 dark:text-white dark:ring-white/10"
    >
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Welcome back — shopping for</p>
      <h2 id="welcome-vehicle" className="mt-1 flex items-center gap-2 text-xl font-bold">
        <Icon name="car-front" className="size-6 shrink-0 text-brand-500" /> {vehicleLabel(vehicle)}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Categories for your ${vehicle.year} ${vehicle.model}`}>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`${path}/${c.slug}`}
              className="inline-flex h-8 items-center rounded-full border border-slate-300 px-3 text-sm font-medium hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:hover:text-brand-300"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Link
          to={path}
          className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-500 px-4 font-semibold text-white shadow-sm hover:bg-brand-600"
        >
          All parts for it <Icon name="arrow-right" className="size-4" />
        </Link>
        <button
          type="button"
          onClick={onSwitch}
          className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Shop for another vehicle
        </button>
      </div>
    </section>
  );
}

/** The same page for every visitor without a session shopping for the same vehicle. */
export const headers: Route.HeadersFunction = sharedPage;
