import { primaryButton } from "~/components/forms/form-styles";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
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
    <DialogShell
      open={open}
      onClose={onClose}
      placement="left"
      width="max-w-xs"
      dialogClassName="lg:hidden"
      className="px-5 py-4"
    >
      <DialogHeader title="Filter parts" onClose={onClose} closeLabel="Close filters" className="mb-2" />
      <FacetPanel facets={facets} showType={showType} titled={false} />
      <button type="button" onClick={onClose} className={cn(primaryButton, "mt-6")}>
        Show {countOf(total, "part")}
      </button>
    </DialogShell>
  );
}
