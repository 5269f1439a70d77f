import type { SocialLinks } from "@pitstop/contract/settings";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/index.ts";

const SOCIAL_KEYS = ["facebook_link", "instagram_link"] as const;

export async function getSocialLinks(db: Db): Promise<SocialLinks> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...SOCIAL_KEYS]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return { facebook_link: byKey.get("facebook_link") ?? "", instagram_link: byKey.get("instagram_link") ?? "" };
}
