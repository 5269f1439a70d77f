import { FitsResponseSchema } from "@pitstop/contract/catalogue";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";
import { useHistoryStore } from "./history-store";

/** The product page's 'which of my cars does it fit' list, for every car on this device. */
export function MyCarsFit({ productSlug }: { productSlug: string }) {
  const cars = useHistoryStore((s) => s.cars);
  const [fits, setFits] = useState<Map<string, boolean> | null>(null);
  const slugs = cars.map((c) => c.slug).join(",");

  useEffect(() => {
    if (!slugs) return;
    const controller = new AbortController();
    fetchWithRetry(`/api/products/${encodeURIComponent(productSlug)}/fits?vehicles=${encodeURIComponent(slugs)}`, {
      signal: controller.signal,
    })
      .then((res) => readJson(res, FitsResponseSchema))
      .then((list) => setFits(new Map(list.map((f) => [f.vehicle, f.fits]))))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn("fit check failed", err);
      });
    return () => controller.abort();
  }, [productSlug, slugs]);

  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="my-cars-title" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="my-cars-title" className="text-sm font-semibold">
        Does it fit my cars?
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        {cars.map((car) => {
          const fit = fits?.get(car.slug);
          return (
            <li key={car.slug} className="flex items-center gap-2">
              {fit === undefined ? (
                <span className="size-4 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
              ) : fit ? (
                <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
              ) : (
                <CircleX className="size-4 text-rose-500" aria-hidden="true" />
              )}
              <Link to={vehiclePagePath(car)} className="hover:underline">
                {car.year} {car.make} {car.model}
              </Link>
              <span className="text-slate-500">{fit === undefined ? "checking…" : fit ? "fits" : "doesn't fit"}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
