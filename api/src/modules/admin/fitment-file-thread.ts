import { Worker } from "node:worker_threads";
import { HttpError } from "../../lib/http-error.ts";
import type { ReadFile } from "./fitment-file.ts";

/** The heap a file's reading may take: a 32 MB file of real applications needs a fraction of it. */
export const FILE_READER_HEAP_MB = 384;

/**
 * Reads a fitment file (CSV or ACES) on a worker thread: the API's own thread keeps answering
 * shoppers while a 32 MB file is parsed, and the parse's memory is bounded by the thread's heap —
 * a file that would need more is refused (413), and the thread's memory is given back when it ends.
 * Shapes no fitment file has (a line over 64 KiB, XML nested past 16) are refused by the parsers
 * themselves as they read (csv.ts, aces.ts).
 */
export function readFitmentFileOffThread(input: { format: "csv" | "aces"; content: string }): Promise<ReadFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./fitment-file-worker.ts", import.meta.url), {
      workerData: { format: input.format, content: input.content },
      resourceLimits: { maxOldGenerationSizeMb: FILE_READER_HEAP_MB },
    });
    let settled = false;
    worker.once("message", (message: { ok: true; file: ReadFile } | { ok: false; status: number; message: string }) => {
      settled = true;
      if (message.ok) resolve(message.file);
      else if (message.status < 500) reject(new HttpError(message.status, message.message));
      else reject(new Error(message.message));
      void worker.terminate();
    });
    worker.once("error", (err: Error & { code?: string }) => {
      if (settled) return;
      settled = true;
      reject(
        err.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new HttpError(413, "The file is too large to read at once: split it into files of fewer applications.")
          : err,
      );
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`the file reader stopped (exit ${code})`));
    });
  });
}
