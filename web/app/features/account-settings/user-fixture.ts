import type { User } from "@pitstop/contract/profile";

/** A signed-in user as GET /api/profile answers it, for tests; `overrides` replaces whole parts. */
export function userFixture(
  overrides: Omit<Partial<User>, "profile"> & { profile?: Partial<User["profile"]> } = {},
): User {
  const { profile, ...rest } = overrides;
  return {
    profile: {
      id: 7,
      name: "Ada",
      lastname: "Lovelace",
      phone: "+1 555 010 0199",
      email: "ada@example.com",
      email_verified: true,
      username: "ada",
      level: 0,
      level_name: "Bronze",
      images: [],
      mile: 120,
      max_mile: 500,
      role: "customer",
      ...profile,
    },
    addresses: [],
    wishlist: [],
    garage: [],
    payments: [],
    orders: [],
    news: [],
    order_count: 0,
    ...rest,
  };
}
