import type { FavoriteProductSchema } from "@pitstop/contract/cart";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { lookUpFavorites } from "./favorites-api";
import { useFavoritesStore } from "./favorites-store";
import { useFavoritesHydrated } from "./use-favorites-hydrated";

type FavoriteProduct = z.infer<typeof FavoriteProductSchema>;

export type DeviceFavorites =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; favorites: FavoriteProduct[] };

/**
 * The device's favourites with their current price, shipping and stock (POST /api/cart/wishlist),
 * newest first. Parts the shop no longer sells are left out by the API and forgotten here.
 */
export function useDeviceFavorites(): DeviceFavorites {
  const hydrated = useFavoritesHydrated();
  const ids = useFavoritesStore((s) => s.ids);
  const [looked, setLooked] = useState<FavoriteProduct[] | "failed" | null>(null);
  /** The ids the latest lookup priced: a removal among them needs no new lookup. */
  const priced = useRef(new Set<number>());
  const key = ids.join(",");

  useEffect(() => {
    if (!hydrated) return;
    const wanted = key ? key.split(",").map(Number) : [];
    if (wanted.length === 0) {
      priced.current = new Set();
      setLooked([]);
      return;
    }
    if (wanted.every((id) => priced.current.has(id))) return;
    let current = true;
    lookUpFavorites(wanted)
      .then((favorites) => {
        if (!current) return;
        const sold = new Set(favorites.map((f) => f.id));
        const remove = useFavoritesStore.getState().remove;
        for (const id of wanted) if (!sold.has(id)) remove(id);
        priced.current = sold;
        setLooked(favorites);
      })
      .catch((err: unknown) => {
        console.warn("Could not read the wishlist's parts", err);
        if (current) setLooked("failed");
      });
    return () => {
      current = false;
    };
  }, [hydrated, key]);

  if (!hydrated || looked === null) return { state: "loading" };
  if (looked === "failed") return { state: "failed" };
  // A removal shows at once; an addition waits for its price (the lookup above).
  const order = new Map(ids.map((id, i) => [id, i]));
  const favorites = looked
    .filter((f) => order.has(f.id))
    .sort((a, b) => (order.get(b.id) ?? 0) - (order.get(a.id) ?? 0));
  return { state: "ready", favorites };
}
