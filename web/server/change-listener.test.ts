// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { listenForChanges } from "./change-listener.ts";

/** The storefront's end of the change feed: one call per event, and one when the stream is back after a cut. */
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

async function until(probe: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("each change event, and each time the stream opens, drops the caches", async () => {
  const streams: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    expect(req.url).toBe("/api/internal/changes");
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(": listening\n\n");
    streams.push(res);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let calls = 0;
  const listener = listenForChanges(url, () => calls++);
  await until(() => streams.length === 1 && calls === 1);
  // A heartbeat is not a change; an event split across two chunks is one.
  streams[0]?.write(": alive\n\n");
  streams[0]?.write('event: change\ndata: {"kind":');
  streams[0]?.write('"audit"}\n\n');
  await until(() => calls === 2);
  streams[0]?.write('event: change\ndata: {"kind":"rebuilt"}\n\nevent: change\ndata: {"kind":"audit"}\n\n');
  await until(() => calls === 4);
  // The API restarts: the stream comes back by itself, and counts as a change.
  streams[0]?.destroy();
  await until(() => streams.length === 2 && calls === 5);
  listener.close();
});
