import { parentPort, workerData } from "node:worker_threads";
import type { Transaction } from "@electric-sql/pglite";
import { openPglite } from "./pglite.ts";
import type { ThreadReply, ThreadRequest } from "./pglite-thread.ts";

/**
 * The embedded database's own thread (docs/decisions/021): PostgreSQL compiled to WebAssembly
 * runs a statement synchronously, so on the API's thread every statement stopped every request.
 * Here it runs beside the API, which meanwhile routes, validates and serialises other requests.
 */
if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;
const db = openPglite((workerData as { dataDir: string }).dataDir);

const ROLLBACK = Symbol("rollback");
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean, replyTo: number) => void }>();

/** drizzle asks for some types as PostgreSQL wrote them (timestamps, dates, intervals, numeric[]): it names them, we keep them as text. */
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(types: number[]) {
  const key = types.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((t) => [t, (value: string) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

function reply(message: ThreadReply) {
  port.postMessage(message);
}

function failure(id: number, err: unknown): ThreadReply {
  if (!(err instanceof Error)) return { id, error: { message: String(err) } };
  // A database error's fields (code, detail, constraint…) travel with it: the API reads some of them.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err))
    if (typeof value !== "function" && typeof value !== "object") fields[key] = value;
  return { id, error: { ...fields, message: err.message, name: err.name } };
}

function target(tx: number | undefined) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function run(request: ThreadRequest): Promise<void> {
  switch (request.op) {
    case "query": {
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
      return reply({ id: request.id, result });
    }
    case "exec":
      return reply({ id: request.id, result: await target(request.tx).exec(request.sql) });
    case "begin": {
      let endId = request.id;
      db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(request.tx, {
              tx,
              finish: (commit, replyTo) => {
                endId = replyTo;
                if (commit) resolve();
                else reject(ROLLBACK);
              },
            });
            reply({ id: request.id, result: null });
          }),
      )
        .then(
          () => reply({ id: endId, result: null }),
          (err: unknown) => reply(err === ROLLBACK ? { id: endId, result: null } : failure(endId, err)),
        )
        .finally(() => transactions.delete(request.tx));
      return;
    }
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.finish(request.commit, request.id);
      return;
    }
    case "dump": {
      const bytes = await (await db.dumpDataDir("gzip")).arrayBuffer();
      port.postMessage({ id: request.id, result: bytes }, [bytes]);
      return;
    }
    case "close":
      await db.close();
      return reply({ id: request.id, result: null });
  }
}

port.on("message", (request: ThreadRequest) => {
  run(request).catch((err: unknown) => reply(failure(request.id, err)));
});
