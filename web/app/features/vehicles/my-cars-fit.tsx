import type { FitsResponseSchema } from "@pitstop/contract/catalogue";
import type { Fit } from "@pitstop/contract/fitment";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { vehicleKey, vehicleLabel } from "@pitstop/contract/vehicle-names";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { Icon } from "~/components/ui/icon";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

const STATE_TEXT: Record<Fit["state"], string> = {
  fits: "fits",
  doesnt_fit: "doesn't fit",
  needs_config: "depends on the engine",
};

/**
 * The product page's 'Does it fit my cars?': every one of the shopper's cars — the garage
 * when signed in, the device history otherwise — with its trim and engine, answered in three states.
 */
export function MyCarsFit({ productSlug }: { productSlug: string }) {
  const { vehicle: active, cars } = useActiveVehicle();
  const [answers, setAnswers] = useState<Map<string, Fit> | null>(null);
  const keys = cars.map(vehicleKey);
  const query = keys.join(",");

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const list = query
      .split(",")
      .map((k) => encodeURIComponent(k))
      .join(",");
    fetchWithRetry(`/api/products/${encodeURIComponent(productSlug)}/fits?vehicles=${list}`, {
      signal: controller.signal,
    })
      .then((res) => readJsonAs<z.infer<typeof FitsResponseSchema>>(res))
      .then((found) => setAnswers(new Map(found.map((f) => [f.key, f.fit]))))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn("fit check failed", err);
      });
    return () => controller.abort();
  }, [productSlug, query]);

  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="my-cars-title" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="my-cars-title" className="text-sm font-semibold">
        Does it fit my cars?
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        {cars.map((car) => {
          const key = vehicleKey(car);
          const fit = answers?.get(key);
          const state = fit?.state;
          const text =
            state === "needs_config" && fit?.question === "trim" ? "depends on the trim" : state && STATE_TEXT[state];
          return (
            <li key={key} className="flex items-start gap-2">
              {state === undefined ? (
                <span
                  className="mt-0.5 size-4 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700"
                  aria-hidden="true"
                />
              ) : state === "fits" ? (
                <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : state === "doesnt_fit" ? (
                <Icon name="circle-x" className="mt-0.5 size-4 shrink-0 text-rose-500" />
              ) : (
                <Icon name="circle-help" className="mt-0.5 size-4 shrink-0 text-amber-500" />
              )}
              <div className="min-w-0">
                <Link to={vehiclePagePath(car)} className="font-medium hover:underline">
                  {vehicleLabel(car)}
                </Link>
                {active?.id === car.id && (
                  <span className="ml-1.5 rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
                    shopping for
                  </span>
                )}
                <p className="text-slate-500 dark:text-slate-400">{text ?? "checking…"}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
