import { parentPort, workerData } from "node:worker_threads";
import { HttpError } from "../../lib/http-error.ts";
import { readFitmentFile } from "./fitment-file.ts";

/**
 * Reads one fitment file on a thread of its own (fitment-file-thread.ts): the CSV or ACES parse
 * of up to 32 MB runs beside the API's thread, never on it, within the heap the thread was given.
 */
if (!parentPort) throw new Error("fitment-file-worker.ts runs as a worker thread");
try {
  parentPort.postMessage({
    ok: true,
    file: readFitmentFile(workerData as { format: "csv" | "aces"; content: string }),
  });
} catch (err) {
  parentPort.postMessage(
    err instanceof HttpError
      ? { ok: false, status: err.statusCode, message: err.message }
      : { ok: false, status: 500, message: err instanceof Error ? err.message : String(err) },
  );
}
