import { MessageSchema } from "@pitstop/contract/auth";
import { redirect } from "react-router";
import { apiFor } from "~/lib/api.server";
import { clearedSessionCookie } from "~/lib/session.server";
import type { Route } from "./+types/logout";

/** Logout ends the session and goes to /login. Only POST: a link cannot sign you out. */
export async function action({ request }: Route.ActionArgs) {
  await apiFor(request).send("POST", "/api/auth/logout", MessageSchema, {});
  throw redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

export async function loader() {
  throw redirect("/");
}
