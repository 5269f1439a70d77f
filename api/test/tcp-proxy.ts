import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can take down — every
 * connection cut and the port refusing — and bring back on the same port: an outage of that
 * server as the API sees it, without stopping the machine's shared service.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    const s = createServer((client) => {
      const upstream = createConnection(target);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    s.listen(port, "127.0.0.1");
    await once(s, "listening");
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    /** Cuts every open connection and refuses new ones. */
    async down() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    /** Accepts connections again, on the same port. */
    async up() {
      if (!server) await listen();
    },
    close() {
      return this.down();
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
