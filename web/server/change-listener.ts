import http from "node:http";

/** How long a cut stream waits before it listens again, at first and at most. */
const RECONNECT_MS = [500, 5_000] as const;

/**
 * Listens to the API's catalogue changes (`GET /api/internal/changes`, server-sent events: every
 * replica's admin writes and rebuilds, pushed through PostgreSQL) and calls `onChange` at each, so
 * this storefront drops its page cache and kept answers at once rather than when they expire. While
 * the stream is cut (the API restarting) it tries again with back-off, and calls `onChange` when it
 * is back, since a change may have happened meanwhile; the caches' own few seconds bound that gap.
 */
export function listenForChanges(apiUrl: string, onChange: () => void): { close(): void } {
  const target = new URL("/api/internal/changes", apiUrl);
  let closed = false;
  let delay: number = RECONNECT_MS[0];
  let request: http.ClientRequest | null = null;
  let retry: NodeJS.Timeout | null = null;

  const schedule = () => {
    request = null;
    if (closed || retry) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS[1]);
  };

  function connect() {
    retry = null;
    const req = http.get(target, { headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return schedule();
      }
      delay = RECONNECT_MS[0];
      // Whatever changed while this storefront was not listening.
      onChange();
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: change$/m.test(event)) onChange();
          end = buffer.indexOf("\n\n");
        }
        // A stream that says nothing sensible is not allowed to grow without bound.
        if (buffer.length > 64 * 1024) buffer = "";
      });
      res.on("close", schedule);
    });
    req.on("error", schedule);
    request = req;
  }
  connect();

  return {
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      request?.destroy();
    },
  };
}
