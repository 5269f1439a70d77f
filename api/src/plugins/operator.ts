import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";
import { signedInUser } from "./auth.ts";

/** Who made a back-office change, as the audit trail records it. */
export type Actor = { id: number; email: string };

/** Shop operators are accounts with the role 'admin' (granted with `npm run admin -w api -- grant-admin`). */
export async function requireOperator(request: FastifyRequest) {
  if (signedInUser(request).role !== "admin") throw new HttpError(403, "Only shop operators can do this.");
}

/** The signed-in operator as the audit trail names them. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = signedInUser(request);
  return { id: user.id, email: user.email };
};
