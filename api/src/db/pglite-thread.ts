import { Worker } from "node:worker_threads";
import { statementDuration } from "../lib/metrics.ts";

export type ThreadRequest =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object" | undefined;
      rawTypes: number[];
      tx?: number;
    }
  | { id: number; op: "exec"; sql: string; tx?: number }
  | { id: number; op: "begin"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> & { message: string } };

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };

/** What drizzle calls on PGlite, and on a transaction of it. */
export interface ThreadClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown[]>;
}
type Distribute<T> = T extends unknown ? Omit<T, "id"> : never;

/**
 * The embedded PostgreSQL (PGlite) on a thread of its own, with the part of PGlite's interface
 * drizzle uses: `query`, `exec`, `transaction` (its statements pinned to it, everything else waiting
 * for it as PGlite itself makes them) and `close` (docs/decisions/021).
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #nextId = 1;
  #nextTx = 1;
  #closed = false;
  #closing = false;

  /** `onLost`: told when the thread ends without `close()` (a crash of the database): the server exits and is restarted. */
  constructor(dataDir: string, onLost?: (err: Error) => void) {
    this.#worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), { workerData: { dataDir } });
    this.#worker.on("message", (message: ThreadReply) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if ("error" in message) pending.reject(Object.assign(new Error(message.error.message), message.error));
      else pending.resolve(message.result);
    });
    const fail = (err: Error) => {
      if (!this.#closed && !this.#closing) onLost?.(err);
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(err);
      this.#pending.clear();
    };
    this.#worker.on("error", fail);
    // The message is the one PGlite itself gives, which the API answers with a 503 (db/availability.ts).
    this.#worker.on("exit", () => fail(new Error("PGlite is closed")));
  }

  /** Statements sent to the thread and not answered yet (the metrics' pool figure). */
  get pending(): number {
    return this.#pending.size;
  }

  #call<T>(request: Distribute<ThreadRequest>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("PGlite is closed"));
    const id = this.#nextId++;
    const end = request.op === "query" || request.op === "exec" ? statementDuration.startTimer() : undefined;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, {
        resolve: (value) => {
          end?.({ outcome: "ok" });
          resolve(value as T);
        },
        reject: (err) => {
          end?.({ outcome: "error" });
          reject(err);
        },
      });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #client(tx?: number): ThreadClient {
    return {
      query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#call<{ rows: T[] }>({
          op: "query",
          sql,
          params,
          rowMode: options?.rowMode,
          rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
          ...(tx === undefined ? {} : { tx }),
        }),
      exec: (sql: string) => this.#call<unknown[]>({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#client().query<T>(sql, params, options);
  }

  exec(sql: string) {
    return this.#client().exec(sql);
  }

  async transaction<T>(work: (tx: ThreadClient) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: "begin", tx });
    let result: T;
    try {
      result = await work(this.#client(tx));
    } catch (err) {
      await this.#call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#call({ op: "end", tx, commit: true });
    return result;
  }

  /**
   * The data directory as PGlite writes it (a gzipped tarball), taken on the database's own thread
   * between two statements: a consistent copy while the shop runs (db/backup.ts).
   */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: "dump" })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    await this.#call({ op: "close" }).catch(() => undefined);
    this.#closed = true;
    await this.#worker.terminate();
  }
}
