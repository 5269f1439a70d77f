import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { DeferredMenu } from "~/components/ui/deferred-menu";
import { Icon } from "~/components/ui/icon";
import { type ActiveVehicle, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";
import { LazyVehiclePickerHost } from "./frame-dialogs";

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

const Popup = lazyComponent(() => import("./vehicle-switcher-popup").then((m) => m.VehicleSwitcherPopup));

/**
 * The header names the active vehicle on every page — "Shopping for 2018 Toyota Camry"
 * — with a menu of the shopper's other cars (the garage when signed in, the device history for a
 * visitor), 'Add new vehicle' and 'Shop without a vehicle'. One click switches; with no vehicle it
 * is the 'Select your vehicle' button. The menu's code loads on first use.
 */
export function VehicleSwitcher({ variant, onAddVehicle }: VehicleSwitcherProps) {
  const { vehicle, cars, pending } = useActiveVehicle();

  if (!vehicle && cars.length === 0) {
    return (
      <button
        type="button"
        onClick={onAddVehicle}
        onPointerEnter={LazyVehiclePickerHost.preload}
        onFocus={LazyVehiclePickerHost.preload}
        className={cn(
          "flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-500 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-600 sm:px-4",
          variant === "mobile" && "w-full justify-center",
        )}
      >
        <Icon name="car-front" className="size-5" />
        <span className={variant === "desktop" ? "sr-only lg:not-sr-only" : undefined}>Select your vehicle</span>
      </button>
    );
  }

  return (
    <DeferredMenu
      menu={Popup}
      props={{ variant, onAddVehicle }}
      className={switcherMenuClass(variant)}
      button={switcherButton(variant, vehicle)}
    >
      <SwitcherFace variant={variant} vehicle={vehicle} pending={pending !== null} />
    </DeferredMenu>
  );
}
