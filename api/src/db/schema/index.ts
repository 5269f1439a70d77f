export * from "./accounts.ts";
export * from "./cart.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./media.ts";
export * from "./orders.ts";
export * from "./profile.ts";
export * from "./vehicles.ts";
