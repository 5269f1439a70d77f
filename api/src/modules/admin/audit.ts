import type { AuditEntry } from "@pitstop/contract/admin";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { auditEntries } from "../../db/schema/index.ts";
import { signedInUser } from "../../plugins/auth.ts";

export type Actor = { id: number; email: string };

export const actorOf = (request: FastifyRequest): Actor => {
  const user = signedInUser(request);
  return { id: user.id, email: user.email };
};

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

export async function listAudit(
  db: Db,
  q: { entity?: string | undefined; entity_id?: string | undefined; page: number; page_size: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditEntries.entity, q.entity));
  if (q.entity_id) where.push(eq(auditEntries.entityId, q.entity_id));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(condition)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(auditEntries).where(condition),
  ]);
  return {
    total: Number(totalRow?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { id: r.actorId, email: r.actorEmail },
      entity: r.entity,
      entity_id: r.entityId,
      action: r.action,
      before: r.before,
      after: r.after,
    })),
  };
}
