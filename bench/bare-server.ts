/**
 * The baseline: a minimal Fastify app on a bare `pg` Pool (no zod, no drizzle, no plugins) whose
 * POST /api/filter runs the statements the real API ran for the same body, one after another with
 * the same parameters, and answers their rows as JSON; and whose GET /api/search?q= runs one plain
 * trigram lookup (search.ts, TRIGRAM_LOOKUP) — the baseline of the header's suggestions.
 */
import Fastify from "fastify";
import pg from "pg";
import type { CapturedRequest } from "./capture.ts";
import { TRIGRAM_LOOKUP } from "./search.ts";

export const requestKey = (body: unknown) => JSON.stringify(body);

export async function startBareServer(url: string, captured: CapturedRequest[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 }); // as openDatabase's pool
  const byBody = new Map(captured.map((c) => [requestKey(c.body), c.statements]));
  const app = Fastify({ logger: false });
  app.post("/api/filter", async (request, reply) => {
    const statements = byBody.get(requestKey(request.body));
    if (!statements) return reply.code(404).send({ message: "no statements recorded for this body" });
    const results: unknown[][] = [];
    for (const s of statements) results.push((await pool.query(s.text, s.values)).rows);
    return { results };
  });
  app.get<{ Querystring: { q?: string } }>("/api/search", async (request) => {
    const q = (request.query.q ?? "").trim().toLowerCase();
    return { products: (await pool.query(TRIGRAM_LOOKUP, [q])).rows };
  });
  app.addHook("onClose", async () => pool.end());
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("bare server has no port");
  return { app, url: `http://127.0.0.1:${address.port}` };
}
