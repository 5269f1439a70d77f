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
