import { CarFront } from "lucide-react";
import { SearchBox } from "~/features/catalogue/search-box";
import { cn } from "~/lib/cn";

/**
 * spec §2: the search/navigation block, rendered twice — a desktop and a mobile variant.
 */
export function SearchBlock({
  variant,
  onSelectVehicle,
}: {
  variant: "desktop" | "mobile";
  onSelectVehicle: () => void;
}) {
  const id = `search-${variant}`;
  return (
    <div className={cn("flex w-full items-center gap-2", variant === "desktop" ? "max-w-2xl" : "")}>
      <button
        type="button"
        onClick={onSelectVehicle}
        className="flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-500 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-600 sm:px-4"
      >
        <CarFront className="size-5" aria-hidden="true" />
        <span className={variant === "mobile" ? "sr-only sm:not-sr-only" : "sr-only lg:not-sr-only"}>
          Select your vehicle
        </span>
      </button>
      <SearchBox id={id} />
    </div>
  );
}
