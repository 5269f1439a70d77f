import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL channel every API replica listens on (migration 0027 notifies it on each audit entry). */
export const CHANGES_CHANNEL = "pitstop_changes";

/**
 * - `audit`: an admin write committed (a product, its fitment, a price, a promotion, a setting…),
 *   sent by the database itself when the write's transaction commits (migration 0027);
 * - `rebuilt`: the catalogue's aggregates were rebuilt (after an admin write or a review's rating),
 *   sent by the replica that rebuilt them;
 * - `resync`: this process's line to the database was cut and is back: changes may have been missed.
 */
export type Change = { kind: "audit" | "rebuilt" | "resync"; fromHere: boolean };
type Listener = (change: Change) => void;

export interface ChangeFeed {
  subscribe(listener: Listener): () => void;
  /** Tells every replica, this one included. */
  publish(kind: "rebuilt"): Promise<void>;
  close(): Promise<void>;
}

/** How long a cut line waits before listening again, at first and at most. */
const RECONNECT_MS = [250, 5_000] as const;

/**
 * The replicas' shared news of catalogue changes, pushed through PostgreSQL's LISTEN/NOTIFY: one
 * connection per process listens (outside the pool, so it never holds a pool slot), and a notice
 * reaches every replica within milliseconds of the commit. While the line is cut it is opened
 * again with back-off, and listeners are told `resync` once it is back, so a notice lost meanwhile
 * costs a re-read, never a stale copy.
 *
 * Without a database URL (the embedded database, one process), notices go straight to this
 * process's listeners.
 */
export function openChangeFeed(opts: { url: string | undefined; onError?: (err: Error) => void }): ChangeFeed {
  const listeners = new Set<Listener>();
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const url = opts.url;
  // This feed's name on the channel, so it knows its own notices from another replica's.
  const processTag = randomBytes(6).toString("hex");
  if (!url) {
    return {
      subscribe,
      publish: async (kind) => tell({ kind, fromHere: true }),
      close: async () => listeners.clear(),
    };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let delay: number = RECONNECT_MS[0];
  let everConnected = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3000 });
    next.on("notification", (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const [kind, tag] = (message.payload ?? "").split(":");
      if (kind === "audit" || kind === "rebuilt") tell({ kind, fromHere: tag === processTag });
    });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      if (err) opts.onError?.(err);
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      if (closed) return void (await next.end());
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      client = next;
      delay = RECONNECT_MS[0];
      // Anything said while this process was not listening is unknown: read everything again.
      if (everConnected) tell({ kind: "resync", fromHere: false });
      everConnected = true;
    } catch (err) {
      next.end().catch(() => undefined);
      opts.onError?.(err as Error);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS[1]);
  };
  const ready = connect();

  // Notices go out on a pooled connection of their own, so that publishing never waits for the listener's line.
  const sender = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3000 });
  sender.on("error", (err) => opts.onError?.(err));

  return {
    subscribe,
    async publish(kind) {
      await sender.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, `${kind}:${processTag}`]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready.catch(() => undefined);
      const open = client;
      client = null;
      listeners.clear();
      await Promise.all([open?.end().catch(() => undefined), sender.end().catch(() => undefined)]);
    },
  };
}
