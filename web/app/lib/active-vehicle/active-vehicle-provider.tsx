import type { VehicleConfig } from "@pitstop/contract/fitment";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { addGarageCar, configureGarageCar, fetchProfile, toggleMainGarageCar } from "~/lib/account/account-api";
import { useAccount } from "~/lib/account/account-context";
import { useAccountAction } from "~/lib/account/use-account-action";
import { toast } from "~/lib/toasts";
import {
  type ActiveVehicle,
  ActiveVehicleContext,
  type ActiveVehicleState,
  activeVehicleKey,
  type ChosenVehicle,
  writeVehicleCookie,
} from "./active-vehicle";
import { historyLoaded, useHistoryStore } from "./history-store";
import { deriveActiveVehicle, mainCarOf, switchableCars } from "./rules";

/**
 * Provides the one active vehicle and the ways to change it. Signed in, the garage's
 * main car (the account the root loader read, refreshed after every change); a visitor, the device
 * history's main car — until the history has loaded from storage, the car the server rendered with.
 * Whenever it changes, the vehicle cookie follows and the page's data is loaded again, so
 * server-rendered answers (cards, product, cart) never speak of another car than the header.
 */
export function ActiveVehicleProvider({
  rendered,
  children,
}: {
  /** The active vehicle the server rendered this page for (root loader). */
  rendered: ActiveVehicle | null;
  children: ReactNode;
}) {
  const { account, update } = useAccount();
  const history = useHistoryStore((s) => s.cars);
  const hydrated = useSyncExternalStore(historyLoaded.subscribe, historyLoaded.get, historyLoaded.server);
  const revalidator = useRevalidator();
  const { pending, run } = useAccountAction<string>();

  const garage = account?.garage ?? null;
  const derived = garage || hydrated ? deriveActiveVehicle(garage, history) : rendered;
  const key = activeVehicleKey(derived);
  // The same object while the car and its configuration stay the same, so readers do not re-render.
  const current = useRef(derived);
  if (activeVehicleKey(current.current) !== key) current.current = derived;
  const vehicle = current.current;
  const cars = useMemo(() => switchableCars(garage, hydrated ? history : []), [garage, history, hydrated]);

  // The cookie mirrors the active vehicle; the page's data follows a change made anywhere.
  const mirrored = useRef(activeVehicleKey(rendered));
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const known = garage !== null || hydrated;
  useEffect(() => {
    if (!known) return;
    writeVehicleCookie(current.current);
    if (mirrored.current === key) return;
    mirrored.current = key;
    void revalidate.current();
  }, [key, known]);

  const refreshAccount = useCallback(async () => update(await fetchProfile()), [update]);

  const choose = useCallback(
    (car: ChosenVehicle) =>
      run(`choose:${car.id}`, async () => {
        // The device remembers every car chosen on it, signed in or not (its history).
        const isNew = useHistoryStore.getState().choose(car);
        if (!garage) {
          toast.success(isNew ? "Car added to history" : "Active car changed");
          return;
        }
        const saved = garage.find((c) => c.id === car.id);
        if (!saved) {
          await addGarageCar(car);
          toast.success("Car added");
        } else {
          if (!saved.main) await toggleMainGarageCar(saved.id);
          const config = changedConfig(saved, car);
          if (config) await configureGarageCar(saved.id, config);
          toast.success("Active car changed");
        }
        await refreshAccount();
      }),
    [garage, run, refreshAccount],
  );

  const deselect = useCallback(
    () =>
      run("deselect", async () => {
        useHistoryStore.getState().deselect();
        const main = garage ? mainCarOf(garage) : null;
        if (main) {
          update(await toggleMainGarageCar(main.id));
        }
        toast.success("Car deselected");
      }),
    [garage, run, update],
  );

  const configure = useCallback(
    (config: Partial<VehicleConfig>) =>
      run("configure", async () => {
        useHistoryStore.getState().configure(config);
        const main = garage ? mainCarOf(garage) : null;
        if (main) {
          await configureGarageCar(main.id, config);
          await refreshAccount();
        }
      }),
    [garage, run, refreshAccount],
  );

  const state = useMemo<ActiveVehicleState>(
    () => ({ vehicle, cars, member: garage !== null, choose, deselect, configure, pending }),
    [vehicle, cars, garage, choose, deselect, configure, pending],
  );
  return <ActiveVehicleContext value={state}>{children}</ActiveVehicleContext>;
}

/** The configuration a choice brings that the saved car does not have yet, if any. */
function changedConfig(saved: VehicleConfig, car: ChosenVehicle): Partial<VehicleConfig> | null {
  const change: Partial<VehicleConfig> = {};
  if (car.trim !== undefined && car.trim !== saved.trim) change.trim = car.trim;
  if (car.engine !== undefined && car.engine !== saved.engine) change.engine = car.engine;
  return Object.keys(change).length > 0 ? change : null;
}
