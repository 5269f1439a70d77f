import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Icon } from "~/components/ui/icon";
import { FacetPanel, type ListingFacets } from "./facet-panel";

/** On a phone, the listing's filters open in a side dialog (listing-view.tsx). */
export function FiltersDialog({
  open,
  onClose,
  facets,
  showType,
  total,
}: {
  open: boolean;
  onClose: () => void;
  facets: ListingFacets;
  showType: boolean;
  total: number;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-950/40" aria-hidden="true" />
      <div className="fixed inset-y-0 left-0 flex w-full max-w-xs">
        <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white px-5 py-4 shadow-2xl dark:bg-slate-900">
          <div className="mb-2 flex items-center justify-between">
            <DialogTitle className="text-lg font-bold">Filter parts</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close filters"
              className="grid size-9 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          <FacetPanel facets={facets} showType={showType} titled={false} />
          <button
            type="button"
            onClick={onClose}
            className="mt-6 h-11 rounded-xl bg-brand-500 font-semibold text-white"
          >
            Show {total.toLocaleString("en-US")} parts
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
