import type { User } from "@pitstop/contract/profile";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiError } from "~/lib/api-fetch";
import { testUser } from "~/test-support/test-user";
import { useFavoritesStore } from "./favorites-store";
import { createFavoritesSync } from "./favorites-sync";

/** The account's wishlist, as the API would hold it. */
function account(start: number[] = []) {
  const wishlist = new Set(start);
  const user = (): User =>
    testUser({
      wishlist: [...wishlist].map((id) => ({
        id,
        title: `Part ${id}`,
        price: 1,
        shipping: 0,
        qty: 1,
        slug: `part-${id}`,
        path: `/brakes/pads/part-${id}`,
        image_url: null,
        brand: { slug: "stopwell", name: "Stopwell" },
      })),
    });
  let failNext = false;
  const transport = {
    add: vi.fn(async (ids: readonly number[]) => {
      if (failNext) {
        failNext = false;
        throw new TypeError("Failed to fetch");
      }
      for (const id of ids) wishlist.add(id);
      return user();
    }),
    remove: vi.fn(async (id: number) => {
      if (!wishlist.has(id)) throw new ApiError(404, "This part is not in your wishlist");
      wishlist.delete(id);
      return user();
    }),
  };
  return { wishlist, transport, failNextAdd: () => (failNext = true) };
}

let stop = () => {};
beforeEach(() => useFavoritesStore.setState({ ids: [] }));
afterEach(() => stop());

function startSync(api: ReturnType<typeof account>) {
  const sync = createFavoritesSync({ transport: api.transport });
  const heard = { users: [] as User[], errors: [] as unknown[] };
  sync.listen({ user: (u) => heard.users.push(u), error: (e) => heard.errors.push(e) });
  stop = sync.start();
  return { sync, heard };
}

describe("a signed-in shopper's hearts reach the account", () => {
  test("a heart is added to the account's wishlist at once, and the header hears the answer", async () => {
    const api = account();
    const { sync, heard } = startSync(api);
    sync.setMode("account");
    useFavoritesStore.getState().toggle(5);
    await sync.idle();
    expect(api.transport.add).toHaveBeenCalledWith([5]);
    expect([...api.wishlist]).toEqual([5]);
    expect(heard.users).toHaveLength(1);
  });

  test("a heart taken back is removed from the account", async () => {
    const api = account([5]);
    const { sync } = startSync(api);
    sync.setMode("account");
    sync.adoptAccount([5]);
    useFavoritesStore.getState().toggle(5);
    await sync.idle();
    expect(api.transport.remove).toHaveBeenCalledWith(5);
    expect(api.wishlist.size).toBe(0);
  });

  test("a failed add is reported, kept on the device and sent again with the next heart", async () => {
    const api = account();
    const { sync, heard } = startSync(api);
    sync.setMode("account");
    api.failNextAdd();
    useFavoritesStore.getState().toggle(5);
    await sync.idle();
    expect(heard.errors).toHaveLength(1);
    expect(useFavoritesStore.getState().ids).toEqual([5]);
    useFavoritesStore.getState().toggle(6);
    await sync.idle();
    expect(api.transport.add).toHaveBeenLastCalledWith([5, 6]);
    expect([...api.wishlist].sort()).toEqual([5, 6]);
  });

  test("a part already gone from the account (removed elsewhere) is not an error", async () => {
    const api = account();
    const { sync, heard } = startSync(api);
    sync.setMode("account");
    sync.adoptAccount([7]);
    useFavoritesStore.getState().toggle(7);
    await sync.idle();
    expect(heard.errors).toEqual([]);
  });

  test("a visitor's hearts stay on the device", async () => {
    const api = account();
    const { sync } = startSync(api);
    sync.setMode("visitor");
    useFavoritesStore.getState().toggle(5);
    await sync.idle();
    expect(api.transport.add).not.toHaveBeenCalled();
    expect(useFavoritesStore.getState().ids).toEqual([5]);
  });

  test("a favourite removed from the account elsewhere is forgotten on the device without a call", async () => {
    const api = account([5, 6]);
    const { sync } = startSync(api);
    sync.setMode("account");
    sync.adoptAccount([5, 6]);
    sync.forget(5);
    await sync.idle();
    expect(useFavoritesStore.getState().ids).toEqual([6]);
    expect(api.transport.remove).not.toHaveBeenCalled();
    expect(api.transport.add).not.toHaveBeenCalled();
  });
});

describe("a heart tapped while the device is being linked to the account counts", () => {
  test("a tap before the account's wishlist has been read is kept over it and sent to the account", async () => {
    const api = account([5]);
    const { sync } = startSync(api);
    // The page has just loaded: the account is being read (mode off), and the shopper taps a heart.
    useFavoritesStore.getState().toggle(9);
    sync.setMode("account");
    sync.adoptAccount([5]);
    await sync.idle();
    expect(useFavoritesStore.getState().ids).toEqual([5, 9]);
    expect([...api.wishlist]).toEqual([5, 9]);
  });

  test("a heart taken off while the account is read stays off, on the device and the account", async () => {
    const api = account([5, 6]);
    const { sync } = startSync(api);
    useFavoritesStore.setState({ ids: [5, 6] });
    useFavoritesStore.getState().toggle(6);
    sync.setMode("account");
    sync.adoptAccount([5, 6]);
    await sync.idle();
    expect(useFavoritesStore.getState().ids).toEqual([5]);
    expect([...api.wishlist]).toEqual([5]);
  });
});
