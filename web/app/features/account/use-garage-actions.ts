import { addGarageCar, removeGarageCar } from "~/lib/account/account-api";
import { useAccount } from "~/lib/account/account-context";
import type { GarageCar } from "~/lib/account/account-summary";
import { useAccountAction } from "~/lib/account/use-account-action";
import { toast } from "~/lib/toasts";

/** A car the shopper can put in the garage: a vehicle of ours (history car, picker choice). */
export interface GarageCandidate {
  id: number;
  year: string;
  make: string;
  model: string;
}

/** Which action is working, so only its button shows 'loading'. */
export type GaragePending = `${"add" | "remove"}:${number}` | null;

/**
 * The garage's own changes: add ('Car added'; saved beside the main car,
 * which stays — the shopper asked to keep the car, not to shop for it) and remove
 * ('Car removed'). Choosing or clearing the main car is choosing the active vehicle, which
 * useActiveVehicle() owns. A failure shows the API's message in an error toast. Each resolves to
 * whether it worked.
 */
export function useGarageActions() {
  const { update } = useAccount();
  const { pending, run } = useAccountAction<Exclude<GaragePending, null>>();

  const add = (car: GarageCandidate) =>
    run(`add:${car.id}`, async () => {
      await addGarageCar(car, { main: false });
      toast.success("Car added");
      update();
    });

  const remove = (car: GarageCar) =>
    run(`remove:${car.id}`, async () => {
      const user = await removeGarageCar(car.id);
      toast.success("Car removed");
      update(user);
    });

  return { add, remove, pending };
}
