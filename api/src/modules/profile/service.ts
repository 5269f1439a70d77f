import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";

type ProfileUpdate = { name: string; lastname: string; phone: string; email: string; username: string };

/**
 * PUT /api/profile/update. A new email address is unverified until confirmed again; `previousEmail`
 * is set when the address changed, so the caller can mail both addresses (and answers the user
 * read model).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileUpdate,
): Promise<{ previousEmail: string | null }> {
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!current) throw notFound("Account not found");
  const clash = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        input.username
          ? sql`(${users.email} = ${input.email} or lower(${users.username}) = lower(${input.username}))`
          : eq(users.email, input.email),
      ),
    );
  if (clash.some((u) => u.email === input.email)) {
    throw new HttpError(409, "Another account already uses this email", { email: ["Already in use"] });
  }
  if (clash.length > 0) throw new HttpError(409, "This username is taken", { username: ["Already taken"] });
  await db
    .update(users)
    .set({
      name: input.name,
      lastname: input.lastname,
      phone: input.phone,
      email: input.email,
      username: input.username || null,
      ...(input.email !== current.email ? { emailVerifiedAt: null } : {}),
    })
    .where(eq(users.id, userId));
  return { previousEmail: input.email !== current.email ? current.email : null };
}
