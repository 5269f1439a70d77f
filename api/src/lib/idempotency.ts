import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { badRequest, HttpError } from "./http-error.ts";

/**
 * `Idempotency-Key` for requests that must happen once (checkout, pay): the first request with a
 * key runs and its answer is kept; a repeat with the same key and body gets that answer again, a
 * repeat with another body is a 422, and a repeat while the first still runs is a 409
 * (docs/decisions/008-orders-and-payments.md). Keys belong to one user — or, for a guest without an
 * account, to one normalized email (docs/decisions/030) — and live 24 hours.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * A request holding its key renews it every IDEMPOTENCY_HEARTBEAT_MS while it runs; a key not
 * renewed for the lease belongs to a request that died (its process was killed) and is taken over.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 5;
export const IDEMPOTENCY_HEARTBEAT_MS = 1500;

const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

/**
 * Whose keys: an account's (a user id), or a guest's (their lowercased email). Two owners' equal
 * keys are unrelated.
 */
export type KeyOwner = number | { guestEmail: string };

/** The owner's rows of idempotency_keys. */
function ownedBy(owner: KeyOwner) {
  return typeof owner === "number" ? sql`user_id = ${owner}` : sql`guest_email = ${owner.guestEmail}`;
}

export type StoredResponse = { status: number; body: unknown };
export type IdempotentOutcome = StoredResponse & { replayed: boolean };

/**
 * Handed to the guarded work: `settle` stores the answer inside the work's own transaction, so
 * the key's outcome commits (or not) with what it guards — a crash after the commit leaves a key
 * whose repeat replays the answer, never one that runs the work again (docs/decisions/013).
 */
export interface KeyGuard {
  /** False when another request finished the key meanwhile (it took over a lease this one let lapse). */
  settle(tx: Db, response: StoredResponse): Promise<boolean>;
}

/**
 * Thrown by work whose transaction must not commit once another request finished its key (a
 * checkout rolls back rather than place a second order); the other request's answer is given.
 */
export class KeyTakenOver extends Error {}

/**
 * Thrown by work that cannot run *yet* (another payment of the order is still going through, or
 * waits to be settled with the provider): a 409 that is not the request's answer. It is not kept;
 * the key is handed back as if this request had not run, so a retry with the same key runs again
 * (or replays what the earlier request it repeats is settled with) instead of replaying the 409.
 */
export class NotYet extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = "NotYet";
  }
}

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
async function claim(db: Db, userId: KeyOwner, key: string, hash: string): Promise<boolean> {
  // A key older than the TTL is forgotten and may be used again.
  await db.execute(
    sql`delete from idempotency_keys
        where ${ownedBy(userId)} and key = ${key}
          and created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
  );
  const inserted = await rows<{ key: string }>(
    db,
    typeof userId === "number"
      ? sql`insert into idempotency_keys (user_id, key, request_hash, status)
            values (${userId}, ${key}, ${hash}, 'running')
            on conflict (user_id, key) where user_id is not null do nothing
            returning key`
      : sql`insert into idempotency_keys (guest_email, key, request_hash, status)
            values (${userId.guestEmail}, ${key}, ${hash}, 'running')
            on conflict (guest_email, key) where guest_email is not null do nothing
            returning key`,
  );
  if (inserted.length > 0) return true;
  // A request that took the key and then died (the process stopped) leaves it running: after the
  // lease its repeat may run again. The work itself stays safe to repeat (see the decision record).
  const taken = await rows<{ key: string }>(
    db,
    sql`update idempotency_keys set locked_at = now()
        where ${ownedBy(userId)} and key = ${key} and request_hash = ${hash} and status = 'running'
          and locked_at < now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})
        returning key`,
  );
  return taken.length > 0;
}

/** Stores the answer of a key still running; false when another request finished it meanwhile. */
async function remember(db: Db, userId: KeyOwner, key: string, response: StoredResponse): Promise<boolean> {
  const updated = await rows<{ key: string }>(
    db,
    sql`update idempotency_keys
        set status = 'done', response_status = ${response.status}, response_body = ${JSON.stringify(response.body)}::jsonb
        where ${ownedBy(userId)} and key = ${key} and status = 'running'
        returning key`,
  );
  return updated.length > 0;
}

/** Makes a running key claimable at once, without forgetting it (an earlier request's answer may still be settled on it). */
async function handBack(db: Db, userId: KeyOwner, key: string) {
  await db.execute(
    sql`update idempotency_keys set locked_at = now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS + 1})
        where ${ownedBy(userId)} and key = ${key} and status = 'running'`,
  );
}

async function release(db: Db, userId: KeyOwner, key: string) {
  await db.execute(sql`delete from idempotency_keys where ${ownedBy(userId)} and key = ${key} and status = 'running'`);
}

/** Frees a key inside a transaction (the attempt it guarded charged nothing): its repeat runs again. */
export async function releaseKeyIn(tx: Db, userId: KeyOwner, key: string) {
  await release(tx, userId, key);
}

/** Stores a key's answer inside a transaction that is not the request's own (payment reconciliation). */
export async function settleKeyIn(tx: Db, userId: KeyOwner, key: string, response: StoredResponse) {
  await remember(tx, userId, key, response);
}

async function storedAnswer(db: Db, userId: KeyOwner, key: string): Promise<IdempotentOutcome | null> {
  const [row] = await rows<KeyRow>(
    db,
    sql`select request_hash, status, response_status, response_body
        from idempotency_keys where ${ownedBy(userId)} and key = ${key}`,
  );
  if (row?.status !== "done" || row.response_status === null) return null;
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/**
 * Runs `work` once per (user, key). Answers below 500, errors included (a decline, an empty cart),
 * are kept and replayed; a 5xx or an unexpected failure frees the key so the same attempt can be
 * retried with it. Work that commits something passes its answer to `guard.settle` inside that
 * transaction, so a crash between its commit and the answer cannot leave the key running.
 */
export async function runIdempotent(
  db: Db,
  request: { userId: KeyOwner; key: string; fingerprint: string },
  work: (guard: KeyGuard) => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const { userId, key, fingerprint } = request;
  if (!(await claim(db, userId, key, fingerprint))) {
    const [row] = await rows<KeyRow>(
      db,
      sql`select request_hash, status, response_status, response_body
          from idempotency_keys where ${ownedBy(userId)} and key = ${key}`,
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
  { userId, key }: { userId: KeyOwner; key: string },
  work: (guard: KeyGuard) => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  let settled = false;
  const guard: KeyGuard = {
    async settle(tx, response) {
      // Only a key still running is settled (and if the transaction rolls back, so does this).
      settled = await remember(tx, userId, key, response);
      return settled;
    },
  };
  // The lease is renewed while the work runs, so only a request that died loses its key.
  const heartbeat = setInterval(() => {
    db.execute(
      sql`update idempotency_keys set locked_at = now()
          where ${ownedBy(userId)} and key = ${key} and status = 'running'`,
    ).catch(() => undefined);
  }, IDEMPOTENCY_HEARTBEAT_MS);
  heartbeat.unref();
  let response: StoredResponse;
  try {
    response = await work(guard);
  } catch (err) {
    clearInterval(heartbeat);
    if (err instanceof KeyTakenOver) {
      const stored = await storedAnswer(db, userId, key);
      if (stored) return stored;
      throw new HttpError(409, "This request is already being processed. Please wait a moment.");
    }
    if (err instanceof NotYet && !settled) {
      await handBack(db, userId, key).catch(() => undefined);
      throw err;
    }
    if (settled && err instanceof HttpError) throw err; // its answer was stored with the work
    if (err instanceof HttpError && err.statusCode < 500) {
      const kept = await remember(db, userId, key, {
        status: err.statusCode,
        body: err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
      });
      if (!kept) {
        const stored = await storedAnswer(db, userId, key);
        if (stored) return stored;
      }
    } else {
      await release(db, userId, key).catch(() => undefined);
    }
    throw err;
  }
  clearInterval(heartbeat);
  // Work that settled its key in its transaction already stored this answer (or an equal one).
  if (!settled && !(await remember(db, userId, key, response))) {
    const stored = await storedAnswer(db, userId, key);
    if (stored) return stored;
  }
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
