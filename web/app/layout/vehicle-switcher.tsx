import { DeferredMenu } from "~/components/ui/deferred-menu";
import { Icon } from "~/components/ui/icon";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";
import { LazyVehiclePickerHost } from "./frame-dialogs";
import { SwitcherFace, switcherButton, switcherMenuClass, type VehicleSwitcherProps } from "./vehicle-switcher-face";

export type { VehicleSwitcherProps } from "./vehicle-switcher-face";

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
