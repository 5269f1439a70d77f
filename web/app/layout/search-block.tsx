import { SearchBox } from "~/features/catalogue/search-box";
import { cn } from "~/lib/cn";
import { VehicleSwitcher } from "./vehicle-switcher";

/**
 * The search/navigation block, rendered twice — a desktop and a mobile variant. It leads
 * with the vehicle switcher (the header names the active vehicle on every page); on a
 * phone the switcher has a row of its own under the search box.
 */
export function SearchBlock({
  variant,
  onSelectVehicle,
}: {
  variant: "desktop" | "mobile";
  onSelectVehicle: () => void;
}) {
  const id = `search-${variant}`;
  if (variant === "mobile") {
    return (
      <div className="flex w-full flex-col gap-2">
        <SearchBox id={id} />
        <VehicleSwitcher variant="mobile" onAddVehicle={onSelectVehicle} />
      </div>
    );
  }
  return (
    <div className={cn("flex w-full max-w-3xl items-center gap-2")}>
      <VehicleSwitcher variant="desktop" onAddVehicle={onSelectVehicle} />
      <SearchBox id={id} />
    </div>
  );
}
