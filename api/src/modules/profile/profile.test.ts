import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { orders, sessions, users } from "../../db/schema/index.ts";
import { LOYALTY_LEVELS, loyaltyFor, milesForOrder } from "../../lib/loyalty.ts";
import { PROFILE_RECENT_ORDERS } from "../../read-models/user.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function signUp(email = `driver${++n}@example.com`) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "tarmac-Sprocket-42" },
    remoteAddress: `10.9.0.${n}`,
  });
  return { token: res.json().token as string, email, auth: { authorization: `Bearer ${res.json().token}` } };
}

const valid = { name: "Dana", lastname: "Whitfield", phone: "+1 555 010 0199", username: "dana_w" };

describe("GET /api/profile", () => {
  test("answers the signed-in user with the spec's profile fields and empty lists", async () => {
    const { auth, email } = await signUp();
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: auth });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.profile).toMatchObject({
      email,
      name: "",
      level: 0,
      level_name: "Starter",
      mile: 0,
      max_mile: 250,
      images: [],
      role: "customer",
    });
    expect(user.profile.email_verified).toBe(false);
    for (const list of ["addresses", "wishlist", "garage", "payments", "orders", "news"])
      expect(user[list]).toEqual([]);
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  test("a guest is told to sign in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/profile" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please sign in to continue.");
  });

  test("miles decide the level, the discount and the next threshold", async () => {
    const { auth, email } = await signUp();
    await t.db.update(users).set({ mile: 1200 }).where(eq(users.email, email));
    const { profile } = (await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })).json();
    expect(profile).toMatchObject({ mile: 1200, level: 4, level_name: "Silver", max_mile: 2500 });
  });

  test("an operator's profile says so (the storefront opens the back office for it)", async () => {
    const { auth, email } = await signUp();
    await t.db.update(users).set({ role: "admin" }).where(eq(users.email, email));
    const { profile } = (await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })).json();
    expect(profile.role).toBe("admin");
  });
});

describe("the orders GET /api/profile lists", () => {
  test("are the latest few plus every unpaid one, never the whole history; 'created' ones never", async () => {
    const { auth } = await signUp();
    const me = (await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })).json();
    const day = 86_400_000;
    const order = (i: number, status: "completed" | "awaiting payment" | "created") => ({
      number: `PS-TEST-${me.profile.id}-${i}`,
      userId: me.profile.id as number,
      status,
      subtotalCents: 1000,
      handlingCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 1000,
      shippingMethod: "standard",
      shippingAddress: {
        first_name: "Dana",
        last_name: "Whitfield",
        phone: "+1 614 555 0199",
        address_line1: "1200 Motorway Ave",
        address_line2: "",
        city: "Columbus",
        state: "OH",
        zip: "43215",
        country: "US",
      },
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * day),
    });
    await t.db.insert(orders).values([
      order(0, "awaiting payment"), // the oldest of all, still unpaid
      ...Array.from({ length: PROFILE_RECENT_ORDERS + 5 }, (_, i) => order(i + 1, "completed")),
      order(99, "created"),
    ]);
    const listed: Array<{ number: string; status: string }> = (
      await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })
    ).json().orders;
    expect(listed).toHaveLength(PROFILE_RECENT_ORDERS + 1);
    const all = (await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })).json().order_count;
    expect(all).toBe(PROFILE_RECENT_ORDERS + 6);
    expect(listed.filter((o) => o.status === "awaiting payment")).toHaveLength(1);
    expect(listed.some((o) => o.status === "created")).toBe(false);
    expect(listed[0]?.number).toBe(`PS-TEST-${me.profile.id}-${PROFILE_RECENT_ORDERS + 5}`);
  });
});

describe("the loyalty rule (docs/loyalty.md)", () => {
  test.each([
    [0, "Starter", 0, 250],
    [249, "Starter", 0, 250],
    [250, "Bronze", 2, 1000],
    [2500, "Gold", 6, 5000],
    [99_999, "Platinum", 8, 5000],
  ])("%i miles is %s: %i%% off, next at %i", (miles, name, discount, next) => {
    expect(loyaltyFor(miles)).toEqual({ name, discountPercent: discount, maxMile: next });
  });

  test("an order earns one mile per whole dollar", () => {
    expect(milesForOrder(12_999)).toBe(129);
    expect(LOYALTY_LEVELS.map((l) => l.minMiles)).toEqual([0, 250, 1000, 2500, 5000]);
  });
});

describe("PUT /api/profile/update", () => {
  test("updates the fields and answers the user", async () => {
    const { auth } = await signUp();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/update",
      headers: auth,
      payload: { ...valid, email: "New.Address@Example.com", username: `dana_${n}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ name: "Dana", lastname: "Whitfield", email: "new.address@example.com" });
  });

  test("mass assignment of level, miles or role is refused and nothing changes", async () => {
    const { auth, email } = await signUp();
    for (const extra of [{ mile: 99_999 }, { level: 8 }, { role: "admin" }, { user_id: 1 }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/profile/update",
        headers: auth,
        payload: { ...valid, email, ...extra },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Unrecognized key");
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ mile: 0, role: "customer", name: "" });
  });

  test("script in a name is refused with the field's message", async () => {
    const { auth, email } = await signUp();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/update",
      headers: auth,
      payload: { ...valid, email, name: "<script>alert(1)</script>" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("First name must not contain < >");
  });

  test("another account's email is a 409", async () => {
    const other = await signUp();
    const { auth } = await signUp();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/update",
      headers: auth,
      payload: { ...valid, email: other.email, username: "" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Another account already uses this email");
  });
});

describe("DELETE /api/profile", () => {
  test("deletes the account and its sessions; the token stops working", async () => {
    const { auth, email } = await signUp();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const res = await t.app.inject({ method: "DELETE", url: "/api/profile", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "User account deleted" });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? -1)),
    ).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: auth })).statusCode).toBe(401);
  });
});
