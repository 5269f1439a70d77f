import { customType, timestamp } from "drizzle-orm/pg-core";

/** Binary column; PGlite and node-postgres both hand back bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return "bytea";
  },
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
