import { profileFor } from "~/lib/profile.server";
import { requestPath } from "~/lib/request-path";

/**
 * The back office is for shop operators (role 'admin') only. Anyone else — a visitor, a
 * shopper — gets the not-found page, as for any address the shop does not have; the admin API
 * refuses them too (403), whatever the pages do. Answers the operator's name.
 */
export async function requireOperator(request: Request): Promise<string> {
  const account = await profileFor(request);
  if (!account.ok || account.data.profile.role !== "admin")
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const { name, lastname, email } = account.data.profile;
  return [name, lastname].filter(Boolean).join(" ") || email;
}
