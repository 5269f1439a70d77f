import { type FitmentImportStatus, FitmentImportStatusSchema } from "@pitstop/contract/admin-import";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { signUp } from "../../../test/profile-fixtures.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** A signed-in account with the role 'admin', and a way to call the API as it. */
export async function signUpOperator(app: FastifyInstance, db: Db) {
  const account = await signUp(app);
  await db.update(users).set({ role: "admin" }).where(eq(users.id, account.id));
  return account;
}

export type Caller = { auth: Record<string, string> } | null;

export function caller(app: FastifyInstance) {
  return (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, who: Caller, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * Follows an applied fitment import as the operator's page does: its status, polled until it is
 * done or failed (a minute at most). Returns every status seen, the last one last.
 */
export async function followImport(send: ReturnType<typeof caller>, who: Caller, statusUrl: string) {
  const seen: FitmentImportStatus[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await send("GET", statusUrl, who);
    if (res.statusCode !== 200) throw new Error(`${statusUrl} answered ${res.statusCode}: ${res.body}`);
    const status = FitmentImportStatusSchema.parse(res.json());
    seen.push(status);
    if (status.status === "done" || status.status === "failed") return seen;
    if (Date.now() > deadline) throw new Error(`${statusUrl} still ${status.status} after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
