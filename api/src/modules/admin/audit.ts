import type { AuditEntry } from "@pitstop/contract/admin";
import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditEntries } from "../../db/schema/index.ts";
import { containing } from "../../lib/like.ts";

export async function listAudit(
  db: Db,
  q: {
    entity?: string | undefined;
    entity_id?: string | undefined;
    actor?: string | undefined;
    action?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    page_size: number;
  },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditEntries.entity, q.entity));
  if (q.entity_id) where.push(eq(auditEntries.entityId, q.entity_id));
  if (q.actor) where.push(ilike(auditEntries.actorEmail, containing(q.actor)));
  if (q.action) where.push(eq(auditEntries.action, q.action));
  if (q.from) where.push(gte(auditEntries.at, new Date(q.from)));
  if (q.to) where.push(lt(auditEntries.at, new Date(q.to)));
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
