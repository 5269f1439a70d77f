import { useState } from "react";
import { failureMessage, isUnauthorized, removeWishlistProduct } from "~/lib/account/account-api";
import { useAccount } from "~/lib/account/account-context";
import { toast } from "~/lib/toasts";

/** The account wishlist's removal (DELETE /api/profile/wishlist {id}); failures show the API's message. */
export function useWishlistActions() {
  const { update } = useAccount();
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(product: { id: number; title: string }): Promise<boolean> {
    setRemoving(product.id);
    try {
      update(await removeWishlistProduct(product.id));
      toast.success(`Removed from wishlist: ${product.title}`);
      return true;
    } catch (err) {
      toast.error(failureMessage(err));
      if (isUnauthorized(err)) update();
      return false;
    } finally {
      setRemoving(null);
    }
  }

  return { remove, removing };
}
