import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Ban, CarFront, Check, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { type DeferredMenuProps, useOpenOnMount } from "~/components/ui/deferred-menu";
import { vehiclePageCounterpart } from "~/features/vehicles/vehicle-page-counterpart";
import { type ActiveVehicle, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { SwitcherFace, switcherButton, switcherMenuClass, type VehicleSwitcherProps } from "./vehicle-switcher-face";

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900 dark:text-slate-200 dark:data-focus:bg-slate-800 dark:data-focus:text-white";

function CloseOnNavigation({ close }: { close: () => void }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) close();
  }, [key, close]);
  return null;
}

/** The vehicle switcher's menu itself, loaded on first use (vehicle-switcher.tsx). */
export function VehicleSwitcherPopup({ variant, onAddVehicle, openOnMount }: VehicleSwitcherProps & DeferredMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button, openOnMount);
  const { vehicle, cars, choose, deselect, pending } = useActiveVehicle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const others = cars.filter((car) => car.id !== vehicle?.id);
  const name = vehicle ? vehicleLabel(vehicle) : null;
  // On a vehicle page the shopper moves to the same page of the car switched to; anywhere else
  // they stay where they are and every answer on the page follows the new car.
  const switchTo = (car: ActiveVehicle) => {
    void choose(car).then((done) => {
      const page = done ? vehiclePageCounterpart(pathname, car) : null;
      if (page) navigate(page);
    });
  };

  return (
    <Menu as="div" className={switcherMenuClass(variant)}>
      {({ close }) => (
        <>
          <CloseOnNavigation close={close} />
          <MenuButton ref={button} {...switcherButton(variant, vehicle)}>
            <SwitcherFace variant={variant} vehicle={vehicle} pending={pending !== null} />
          </MenuButton>
          <MenuItems
            anchor={{ to: "bottom start", gap: 8 }}
            transition
            className={cn(
              "z-50 w-72 origin-top rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none",
              "transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0",
              "dark:border-slate-700 dark:bg-slate-900",
            )}
          >
            {vehicle && (
              <>
                <MenuItem>
                  <button type="button" className={itemClass} onClick={() => navigate(vehiclePagePath(vehicle))}>
                    <Check className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{name}</span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">Parts that fit it</span>
                    </span>
                  </button>
                </MenuItem>
                {others.length > 0 && <MenuSeparator className="mx-1 my-1 h-px bg-slate-200 dark:bg-slate-700" />}
              </>
            )}
            {others.length > 0 && (
              <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Switch to
              </p>
            )}
            {others.map((car) => (
              <MenuItem key={car.id}>
                <button type="button" className={itemClass} onClick={() => switchTo(car)}>
                  <CarFront className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{vehicleLabel(car)}</span>
                </button>
              </MenuItem>
            ))}
            <MenuSeparator className="mx-1 my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <MenuItem>
              <button type="button" className={itemClass} onClick={onAddVehicle}>
                <Plus className="size-4 shrink-0 text-brand-500" aria-hidden="true" /> Add new vehicle
              </button>
            </MenuItem>
            {vehicle && (
              <MenuItem>
                <button type="button" className={itemClass} onClick={() => void deselect()}>
                  <Ban className="size-4 shrink-0 text-slate-400" aria-hidden="true" /> Shop without a vehicle
                </button>
              </MenuItem>
            )}
          </MenuItems>
        </>
      )}
    </Menu>
  );
}
