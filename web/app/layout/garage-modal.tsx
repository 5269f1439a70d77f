import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { Trash2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "react-toastify";
import { useHistoryStore } from "~/features/vehicles/history-store";

/** spec §9: search history shows 5 first; 'show all →' reveals the rest. */
export const HISTORY_SHOWN_FIRST = 5;

/**
 * spec §2: the 'My garage' side modal. A visitor sees only the Search History section; the saved
 * garage arrives with accounts. It closes on navigation.
 */
export function GarageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cars = useHistoryStore((s) => s.cars);
  const remove = useHistoryStore((s) => s.remove);
  const clear = useHistoryStore((s) => s.clear);
  const [showAll, setShowAll] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => {
    onClose();
  }, [location.key]);

  const shown = showAll ? cars : cars.slice(0, HISTORY_SHOWN_FIRST);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/40 backdrop-blur-[2px]" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-sm">
        <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white shadow-2xl dark:bg-slate-900">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <DialogTitle className="text-lg font-bold">My garage</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="grid size-9 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <section className="px-5 py-4" aria-labelledby="search-history-title">
            <div className="mb-3 flex items-center justify-between">
              <h3 id="search-history-title" className="font-semibold">
                Search History
              </h3>
              {cars.length > 0 && (
                <button
                  type="button"
                  className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
                  onClick={() => {
                    clear();
                    toast.success("All cars removed from history");
                  }}
                >
                  Clear all
                </button>
              )}
            </div>
            {cars.length === 0 ? (
              <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
                You have no cars in your history
              </p>
            ) : (
              <ul className="space-y-2">
                {shown.map((car) => (
                  <li
                    key={car.slug}
                    className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
                  >
                    <Link to={vehiclePagePath(car)} className="flex-1 font-medium hover:text-brand-600">
                      {car.year} {car.make} {car.model}
                    </Link>
                    <button
                      type="button"
                      aria-label={`Remove ${car.year} ${car.make} ${car.model} from history`}
                      className="grid size-8 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
                      onClick={() => {
                        remove(car.slug);
                        toast.success("Car removed from history");
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {!showAll && cars.length > HISTORY_SHOWN_FIRST && (
              <button
                type="button"
                onClick={() => setShowAll(true)}
                className="mt-3 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                show all →
              </button>
            )}
          </section>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
