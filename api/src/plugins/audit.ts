import type { Db } from "../db/client.ts";
import { auditEntries } from "../db/schema/index.ts";
import type { Actor } from "./operator.ts";

export type { Actor };

export interface AuditRecord {
  entity: string;
  entityId: string | number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Records admin writes in the trail. Call it with the write's own transaction: the entry and the
 * change commit together or not at all (docs/decisions/023).
 */
export async function recordAudit(tx: Db, actor: Actor, records: AuditRecord | AuditRecord[]) {
  const list = Array.isArray(records) ? records : [records];
  // Thousands of rows (a bulk update) go in slices: one statement's parameters are limited.
  for (let i = 0; i < list.length; i += 2_000) {
    await tx.insert(auditEntries).values(
      list.slice(i, i + 2_000).map((r) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        entity: r.entity,
        entityId: String(r.entityId),
        action: r.action,
        before: r.before ?? null,
        after: r.after ?? null,
      })),
    );
  }
}
