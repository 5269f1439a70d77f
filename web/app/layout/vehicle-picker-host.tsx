import { VehiclePickerModal } from "~/features/vehicles/vehicle-picker-modal";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";

/**
 * The one 'Select your vehicle' dialog of the page frame. The chosen car becomes the active vehicle
 * (saved to the garage as main when signed in). Opened from the garage, or from a part's
 * 'Check fit', the shopper stays on the page and sees the answer there; opened anywhere else, the
 * vehicle's page opens.
 */
export function VehiclePickerHost({
  open,
  stayOnPage,
  onClose,
}: {
  open: boolean;
  stayOnPage: boolean;
  onClose: () => void;
}) {
  const { choose } = useActiveVehicle();
  return <VehiclePickerModal open={open} onClose={onClose} onChoose={choose} stayOnPage={stayOnPage} />;
}
