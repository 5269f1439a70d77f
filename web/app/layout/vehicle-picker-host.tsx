import { useAccount } from "~/features/account/account-context";
import { useGarageActions } from "~/features/account/use-garage-actions";
import { VehiclePickerModal } from "~/features/vehicles/vehicle-picker-modal";

/**
 * The one 'Select your vehicle' dialog of the page frame. Opened from the garage (modal or
 * /profile/garage) by a signed-in shopper, the chosen car goes into the garage and the dialog
 * stays on the page; opened anywhere else it opens the vehicle's page.
 */
export function VehiclePickerHost({
  open,
  toGarage,
  onClose,
}: {
  open: boolean;
  toGarage: boolean;
  onClose: () => void;
}) {
  const { account } = useAccount();
  const garage = useGarageActions();
  return (
    <VehiclePickerModal
      open={open}
      onClose={onClose}
      onAdd={toGarage && account ? (car) => garage.add(car) : undefined}
    />
  );
}
