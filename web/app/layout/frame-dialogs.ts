import { lazyComponent } from "~/lib/lazy";

/**
 * The page frame's dialogs: their code loads when first opened — or a moment before,
 * when the pointer or focus reaches what opens them (`.preload()`) — not with every page.
 */
export const LazyGarageModal = lazyComponent(() => import("./garage-modal").then((m) => m.GarageModal));
export const LazyVehiclePickerHost = lazyComponent(() =>
  import("./vehicle-picker-host").then((m) => m.VehiclePickerHost),
);
