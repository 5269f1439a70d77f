import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { CarFront, ScanLine } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import { cn } from "~/lib/cn";
import { useSafeNavigate } from "~/lib/use-safe-navigate";
import { CascadeForm } from "./picker-cascade-form";
import type { PickedVehicle } from "./picker-parts";
import { VinForm } from "./picker-vin-form";
import { useVehicleCascade } from "./use-vehicle-cascade";
import { vehiclePageCounterpart } from "./vehicle-page-counterpart";

export type { PickedVehicle } from "./picker-parts";

const tabClass = cn(
  "flex h-10 flex-auto items-center sm:flex-1 justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors",
  "hover:text-slate-900 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm",
  "focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500",
  "dark:text-slate-400 dark:hover:text-white dark:data-selected:bg-slate-700 dark:data-selected:text-white",
);

/**
 * 'Select your vehicle' — a dialog with two ways in: Year / Make / Model (a cascade of
 * comboboxes) or a VIN. Adding a vehicle makes it the active vehicle (`onChoose` — the
 * history, and the garage when signed in), shows loading until that is done and closes the dialog.
 * Unless `stayOnPage`, the home page then opens the vehicle's page and a vehicle page the same page
 * for the new car; on any other page the shopper stays, its answers now for the new car.
 */
export function VehiclePickerModal({
  open,
  onClose,
  onChoose,
  stayOnPage = false,
}: {
  open: boolean;
  onClose: () => void;
  /** Makes the chosen car the active one; resolves to whether it worked. */
  onChoose: (car: PickedVehicle) => Promise<boolean>;
  /** Stay where the shopper is, even on the home or a vehicle page (adding from the garage, answering 'Check fit' on a part). */
  stayOnPage?: boolean;
}) {
  const cascade = useVehicleCascade();
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  const [adding, setAdding] = useState(false);

  // Years load when the dialog first opens (or reopens after they failed); choices made before a
  // car was added are cleared, unfinished ones are kept.
  const added = useRef(false);
  const onOpen = useEffectEvent(() => {
    if (cascade.years.status === "idle" || cascade.years.status === "error") void cascade.loadYears();
    if (added.current) cascade.reset();
    added.current = false;
    setAdding(false);
  });
  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  const addVehicle = (car: PickedVehicle) => {
    if (adding) return;
    setAdding(true);
    added.current = true;
    // The choice's own toast ('Car added', 'Active car changed' or its failure) says what happened.
    void onChoose(car).then((done) => {
      added.current = done;
      setAdding(false);
      if (!done) return;
      onClose();
      if (stayOnPage) return;
      const page = pathname === "/" ? vehiclePagePath(car) : vehiclePageCounterpart(pathname, car);
      if (page) navigate(page);
    });
  };

  return (
    <DialogShell open={open} onClose={onClose} placement="top" width="sm:max-w-lg">
      <DialogHeader
        icon={<CarFront className="size-5" aria-hidden="true" />}
        title="Select your vehicle"
        description="We'll show only the parts that fit it."
        onClose={onClose}
        className="border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800"
      />

      <TabGroup className="flex flex-1 flex-col px-5 pt-5 pb-6 sm:px-6">
        <TabList className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClass} autoFocus>
            <CarFront className="hidden size-4 sm:block" aria-hidden="true" /> Year / Make / Model
          </Tab>
          <Tab className={tabClass}>
            <ScanLine className="hidden size-4 sm:block" aria-hidden="true" /> VIN
          </Tab>
        </TabList>
        <TabPanels className="mt-5 flex-1">
          <TabPanel className="focus:outline-none">
            <CascadeForm cascade={cascade} adding={adding} onAdd={addVehicle} />
          </TabPanel>
          <TabPanel className="focus:outline-none" unmount={false}>
            <VinForm adding={adding} onAdd={addVehicle} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </DialogShell>
  );
}
