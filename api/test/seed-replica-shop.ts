import { openDatabase } from "../src/db/client.ts";
import { seedSettings } from "../src/db/seed/index.ts";
import { type SmallProduct, seedSmallCatalogue } from "./small-catalogue.ts";

/**
 * The shop the replica test (e2e/specs/replicas.e2e.ts) runs two APIs and two storefronts on:
 * `node api/test/seed-replica-shop.ts` with DATABASE_URL naming an empty PostgreSQL database.
 * Migrates it and loads the small catalogue: the parts the test changes, one part with a single
 * unit left (the race), and FILLER parts for a fitment import long enough to restart a replica
 * under it. Prints the products' ids as JSON.
 */
export const REPLICA_PARTS: SmallProduct[] = [
  { title: "Replica ceramic brake pads", priceCents: 4_000, stock: 50, fits: ["toyota-camry-2018"] },
  { title: "Replica semi-metallic brake pads", priceCents: 3_500, stock: 50, fits: ["toyota-camry-2018"] },
  { title: "Replica drilled brake pads", priceCents: 6_100, stock: 50, fits: ["honda-civic-2015"] },
  { title: "Replica last-unit brake pads", priceCents: 2_500, stock: 1, fits: ["toyota-camry-2018"] },
];
/** Parts for the import: it fits each to both cars (e2e/specs/replicas.e2e.ts names the same number). */
export const FILLER = 500;

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the database to load");
const database = openDatabase({ url });
await database.migrate();
await database.db.transaction((tx) => seedSettings(tx as never));
const fillers: SmallProduct[] = Array.from({ length: FILLER }, (_, i) => ({
  title: `Replica filler pads ${i + 1}`,
  priceCents: 1_000 + i,
  stock: 10,
}));
const ids = await seedSmallCatalogue(database.db, [...REPLICA_PARTS, ...fillers]);
await database.close();
process.stdout.write(`${JSON.stringify(ids.slice(0, REPLICA_PARTS.length))}\n`);
