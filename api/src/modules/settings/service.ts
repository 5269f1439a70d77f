import type { ShopContact, SocialLinks } from "@pitstop/contract/settings";
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

/** Where the back office keeps the shop's contact details. */
export const CONTACT_KEYS = { email: "contact_email", phone: "contact_phone", address: "contact_address" } as const;

/** The contact details the back office set, else those of the configuration (SHOP_EMAIL, …). */
export async function getShopContact(db: Db, fallback: ShopContact): Promise<ShopContact> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(CONTACT_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    email: byKey.get(CONTACT_KEYS.email) ?? fallback.email,
    phone: byKey.get(CONTACT_KEYS.phone) ?? fallback.phone,
    address: byKey.get(CONTACT_KEYS.address) ?? fallback.address,
  };
}
