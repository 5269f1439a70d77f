import { createContext, useContext } from "react";

/** Actions of the page frame that any page may trigger (open the garage, pick a vehicle). */
export interface ShellActions {
  openGarage: () => void;
  /** `stayOnPage`: answer where the shopper is (a part's 'Check fit') instead of opening the vehicle's page. */
  openVehiclePicker: (options?: { stayOnPage?: boolean }) => void;
  /** Opens the vehicle picker to put the chosen car in the signed-in shopper's garage. */
  addVehicleToGarage: () => void;
}

export const ShellContext = createContext<ShellActions>({
  openGarage() {},
  openVehiclePicker() {},
  addVehicleToGarage() {},
});
export const useShell = () => useContext(ShellContext);
