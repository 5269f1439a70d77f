import type { User } from "@pitstop/contract/profile";

/** A signed-in user as GET /api/profile answers, for component tests. */
export function testUser(
  overrides: Partial<Omit<User, "profile">> & { profile?: Partial<User["profile"]> } = {},
): User {
  const { profile, ...lists } = overrides;
  return {
    profile: {
      id: 7,
      name: "Dana",
      lastname: "Reyes",
      phone: "",
      email: "dana@example.com",
      email_verified: true,
      username: null,
      level: 4,
      level_name: "Silver",
      images: [],
      mile: 1200,
      max_mile: 2500,
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
    ...lists,
  };
}

export const camry2018 = {
  id: 9956,
  year: "2018",
  make: "Toyota",
  model: "Camry",
  main: false,
  slug: "toyota-camry-2018",
  path: "/toyota-camry-2018-accessories",
  trim: null,
  engine: null,
};

export const civic2018 = {
  id: 4420,
  year: "2018",
  make: "Honda",
  model: "Civic",
  main: false,
  slug: "honda-civic-2018",
  path: "/honda-civic-2018-accessories",
  trim: null,
  engine: null,
};
