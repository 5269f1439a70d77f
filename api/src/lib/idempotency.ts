import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { badRequest, HttpError } from "./http-error.ts";

/**
 * `Idempotency-Key` for requests that must happen once (checkout, pay): the first request with a
 * key runs and its answer is kept; a repeat with the same key and body gets that answer again, a
 * repeat with another body is a 422, and a repeat while the first still runs is a 409
 * (docs/decisions/008-orders-and-payments.md). Keys belong to one user and live 24 hours.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** A request holding its key this long is taken to have died (the process stopped mid-way). */
export const IDEMPOTENCY_LEASE_SECONDS = 120;

const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

export type StoredResponse = { status: number; body: unknown };
export type IdempotentOutcome = StoredResponse & { replayed: boolean };

/** The header's key; a missing or malformed one is a 400 that says what to send. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key.trim() === "") {
    throw badRequest(
      "An Idempotency-Key header is required: a unique value (a UUID) per attempt, repeated when the same attempt is retried.",
    );
  }
  if (!KEY_FORMAT.test(key)) {
    throw badRequest("The Idempotency-Key must be 1 to 200 visible ASCII characters, like a UUID.");
  }
  return key;
}

/** JSON with keys in a fixed order, so two equal bodies always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What identifies a request: the route it went to (with its parameters) and its validated body. */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash("sha256").update(route).update("\n").update(canonical(body)).digest("hex");
}

type KeyRow = {
  request_hash: string;
  status: "running" | "done";
  response_status: number | null;
  response_body: unknown;
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Takes the key for this request: true when this request may run. */
async function claim(db: Db, userId: number, key: string, hash: string): Promise<boolean> {
  // A key older than the TTL is forgotten and may be used again.
  await db.execute(
    sql`delete from idempotency_keys
        where user_id = ${userId} and key = ${key}
          and created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
  );
  const inserted = await rows<{ key: string }>(
    db,
    sql`insert into idempotency_keys (user_id, key, request_hash, status)
        values (${userId}, ${key}, ${hash}, 'running')
        on conflict (user_id, key) do nothing
        returning key`,
  );
  if (inserted.length > 0) return true;
  // A request that took the key and then died (the process stopped) leaves it running: after the
  // lease its repeat may run again. The work itself stays safe to repeat (see the decision record).
  const taken = await rows<{ key: string }>(
    db,
    sql`update idempotency_keys set locked_at = now()
        where user_id = ${userId} and key = ${key} and request_hash = ${hash} and status = 'running'
          and locked_at < now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})
        returning key`,
  );
  return taken.length > 0;
}

async function remember(db: Db, userId: number, key: string, response: StoredResponse) {
  await db.execute(
    sql`update idempotency_keys
        set status = 'done', response_status = ${response.status}, response_body = ${JSON.stringify(response.body)}::jsonb
        where user_id = ${userId} and key = ${key}`,
  );
}

async function release(db: Db, userId: number, key: string) {
  await db.execute(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and status = 'running'`);
}

/**
 * Runs `work` once per (user, key). Answers below 500, errors included (a decline, an empty cart),
 * are kept and replayed; a 5xx or an unexpected failure frees the key so the same attempt can be
 * retried with it.
 */
export async function runIdempotent(
  db: Db,
  request: { userId: number; key: string; fingerprint: string },
  work: () => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const { userId, key, fingerprint } = request;
  if (!(await claim(db, userId, key, fingerprint))) {
    const [row] = await rows<KeyRow>(
      db,
      sql`select request_hash, status, response_status, response_body
          from idempotency_keys where user_id = ${userId} and key = ${key}`,
    );
    if (!row) {
      // The first request failed and freed the key between our claim and this read: try once more.
      if (await claim(db, userId, key, fingerprint)) return runClaimed(db, request, work);
      throw new HttpError(409, "This request is already being processed. Please wait a moment.");
    }
    if (row.request_hash !== fingerprint) {
      throw new HttpError(
        422,
        "This Idempotency-Key was already used for a different request. Use a new key for a new attempt.",
      );
    }
    if (row.status === "running" || row.response_status === null) {
      throw new HttpError(409, "This request is already being processed. Please wait a moment.");
    }
    return { status: row.response_status, body: row.response_body, replayed: true };
  }
  return runClaimed(db, request, work);
}

async function runClaimed(
  db: Db,
  { userId, key }: { userId: number; key: string },
  work: () => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  let response: StoredResponse;
  try {
    response = await work();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) {
      await remember(db, userId, key, {
        status: err.statusCode,
        body: err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
      });
    } else {
      await release(db, userId, key).catch(() => undefined);
    }
    throw err;
  }
  await remember(db, userId, key, response);
  return { ...response, replayed: false };
}

/** Sends an outcome; a replay says so in `Idempotent-Replayed: true` (as Stripe does). */
export function sendIdempotent(reply: FastifyReply, outcome: IdempotentOutcome) {
  if (outcome.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(outcome.status).send(outcome.body);
}

/** The sweep forgets keys past their TTL. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await rows<{ key: string }>(
    db,
    sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
        returning key`,
  );
  return deleted.length;
}
