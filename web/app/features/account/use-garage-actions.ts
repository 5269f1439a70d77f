import { useState } from "react";
import { toast } from "react-toastify";
import { addGarageCar, failureMessage, isUnauthorized, removeGarageCar, toggleMainGarageCar } from "./account-api";
import { useAccount } from "./account-context";
import type { GarageCar } from "./account-summary";

/** A car the shopper can put in the garage: a vehicle of ours (history car, picker choice). */
export interface GarageCandidate {
  id: number;
  year: string;
  make: string;
  model: string;
}

/** Which action is working, so only its button shows 'loading'. */
export type GaragePending = `${"add" | "main" | "remove"}:${number}` | null;

/**
 * The garage's three changes (spec §4, §8): add ('Car added', the new car becomes main), choose or
 * clear the main car ('Active car changed' / 'Car deselected') and remove ('Car removed'). A
 * failure shows the API's message in an error toast. Each resolves to whether it worked.
 */
export function useGarageActions() {
  const { update, mainCarChanged } = useAccount();
  const [pending, setPending] = useState<GaragePending>(null);

  async function run(key: Exclude<GaragePending, null>, work: () => Promise<void>): Promise<boolean> {
    setPending(key);
    try {
      await work();
      return true;
    } catch (err) {
      toast.error(failureMessage(err));
      // A session that ended meanwhile: reload so the page shows the visitor's view.
      if (isUnauthorized(err)) update();
      return false;
    } finally {
      setPending(null);
    }
  }

  const add = (car: GarageCandidate) =>
    run(`add:${car.id}`, async () => {
      const added = await addGarageCar(car);
      toast.success("Car added");
      mainCarChanged(added.main ? added : null);
      update();
    });

  const toggleMain = (car: GarageCar) =>
    run(`main:${car.id}`, async () => {
      const user = await toggleMainGarageCar(car.id);
      const main = user.garage.find((c) => c.main) ?? null;
      toast.success(main?.id === car.id ? "Active car changed" : "Car deselected");
      mainCarChanged(main);
      update(user);
    });

  const remove = (car: GarageCar) =>
    run(`remove:${car.id}`, async () => {
      const user = await removeGarageCar(car.id);
      toast.success("Car removed");
      if (car.main) mainCarChanged(user.garage.find((c) => c.main) ?? null);
      update(user);
    });

  return { add, toggleMain, remove, pending };
}
