import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Icon } from "~/components/ui/icon";
import type { ActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";

export interface VehicleSwitcherProps {
  variant: "desktop" | "mobile";
  onAddVehicle: () => void;
}

/** The switcher button's props, the same before and after the menu's code is here. */
export function switcherButton(variant: VehicleSwitcherProps["variant"], vehicle: ActiveVehicle | null) {
  const name = vehicle ? vehicleLabel(vehicle) : null;
  return {
    className: cn(
      "flex h-11 items-center gap-2 rounded-xl px-3 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500",
      vehicle
        ? "border border-emerald-300 bg-emerald-50 text-emerald-950 hover:bg-emerald-100 dark:border-emerald-700/60 dark:bg-emerald-950/50 dark:text-emerald-50 dark:hover:bg-emerald-900/60"
        : "bg-brand-500 font-semibold text-white hover:bg-brand-600",
      variant === "mobile" ? "w-full" : "max-w-[22rem]",
    ),
    "aria-label": name ? `Shopping for ${name}. Change vehicle` : "Select your vehicle",
  };
}

/** What the switcher button shows: the active vehicle ("Shopping for …"), or 'Select your vehicle'. */
export function SwitcherFace({
  variant,
  vehicle,
  pending,
}: {
  variant: VehicleSwitcherProps["variant"];
  vehicle: ActiveVehicle | null;
  pending: boolean;
}) {
  const name = vehicle ? vehicleLabel(vehicle) : null;
  return (
    <>
      {pending ? (
        <Icon name="loader-circle" className="size-5 shrink-0 animate-spin" />
      ) : (
        <Icon name="car-front" className={cn("size-5 shrink-0", vehicle && "text-emerald-600 dark:text-emerald-400")} />
      )}
      {name ? (
        <span className={cn("min-w-0 flex-1 leading-tight", variant === "desktop" && "hidden lg:block")}>
          <span className="block text-[11px] font-medium text-emerald-800/80 dark:text-emerald-200/80">
            Shopping for
          </span>{" "}
          {/* The space keeps "Shopping for 2018 Toyota Camry" one phrase, as the button's name says it. */}
          <span className="block truncate font-semibold" data-testid="active-vehicle-name">
            {name}
          </span>
        </span>
      ) : (
        <span className={cn("flex-1", variant === "desktop" && "sr-only lg:not-sr-only")}>Select your vehicle</span>
      )}
      <Icon name="chevron-down" className="size-4 shrink-0 opacity-70" />
    </>
  );
}

export const switcherMenuClass = (variant: VehicleSwitcherProps["variant"]) =>
  cn("relative shrink-0", variant === "mobile" && "w-full");
