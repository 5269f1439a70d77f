import { createContext, useContext } from "react";

/** Actions of the page frame that any page may trigger (open the garage, pick a vehicle). */
export interface ShellActions {
  openGarage: () => void;
  openVehiclePicker: () => void;
}

export const ShellContext = createContext<ShellActions>({ openGarage() {}, openVehiclePicker() {} });
export const useShell = () => useContext(ShellContext);
