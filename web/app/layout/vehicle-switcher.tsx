import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { vehicleLabel } from "@pitstop/contract/fitment";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { Ban, CarFront, Check, LoaderCircle, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { type ActiveVehicle, useActiveVehicle } from "~/lib/active-vehicle";
import { cn } from "~/lib/cn";

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

/**
 * Issue 10 §1: the header names the active vehicle on every page — "Shopping for 2018 Toyota Camry"
 * — with a menu of the shopper's other cars (the garage when signed in, the device history for a
 * visitor), 'Add new vehicle' and 'Shop without a vehicle'. One click switches; with no vehicle it
 * is the 'Select your vehicle' button.
 */
export function VehicleSwitcher({
  variant,
  onAddVehicle,
}: {
  variant: "desktop" | "mobile";
  onAddVehicle: () => void;
}) {
  const { vehicle, cars, choose, deselect, pending } = useActiveVehicle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = variant === "mobile" ? "w-full" : "max-w-[22rem]";

  if (!vehicle && cars.length === 0) {
    return (
      <button
        type="button"
        onClick={onAddVehicle}
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

  const others = cars.filter((car) => car.id !== vehicle?.id);
  const name = vehicle ? vehicleLabel(vehicle) : null;
  // On a vehicle's own pages the shopper moves to the same page of the car switched to; anywhere
  // else they stay where they are and every answer on the page follows the new car.
  const vehiclePage = vehicle ? vehiclePagePath(vehicle) : null;
  const switchTo = (car: ActiveVehicle) => {
    void choose(car).then((done) => {
      if (done && vehiclePage && (pathname === vehiclePage || pathname.startsWith(`${vehiclePage}/`)))
        navigate(vehiclePagePath(car) + pathname.slice(vehiclePage.length));
    });
  };

  return (
    <Menu as="div" className={cn("relative shrink-0", variant === "mobile" && "w-full")}>
      {({ close }) => (
        <>
          <CloseOnNavigation close={close} />
          <MenuButton
            className={cn(
              "flex h-11 items-center gap-2 rounded-xl px-3 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500",
              vehicle
                ? "border border-emerald-300 bg-emerald-50 text-emerald-950 hover:bg-emerald-100 dark:border-emerald-700/60 dark:bg-emerald-950/50 dark:text-emerald-50 dark:hover:bg-emerald-900/60"
                : "bg-brand-500 font-semibold text-white hover:bg-brand-600",
              wide,
            )}
            aria-label={name ? `Shopping for ${name}. Change vehicle` : "Select your vehicle"}
          >
            {pending ? (
              <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
            ) : (
              <Icon
                name="car-front"
                className={cn("size-5 shrink-0", vehicle && "text-emerald-600 dark:text-emerald-400")}
              />
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
              <span className={cn("flex-1", variant === "desktop" && "sr-only lg:not-sr-only")}>
                Select your vehicle
              </span>
            )}
            <Icon name="chevron-down" className="size-4 shrink-0 opacity-70" />
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
