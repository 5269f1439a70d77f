import { z } from "zod";

/** Social links, as `GET api/social_links` answers them. */
export const SocialLinksSchema = z.object({
  facebook_link: z.string(),
  instagram_link: z.string(),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

/** The footer's 'Contact us' block (address, e-mail, phone), from configuration. */
export const ShopContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type ShopContact = z.infer<typeof ShopContactSchema>;

/** The shipping rule every page states the same way (docs/pricing.md: standard shipping is free from this merchandise total, after the discount). */
export const ShippingRuleSchema = z.object({
  /** Dollars. */
  freeShippingFrom: z.number(),
});
export type ShippingRule = z.infer<typeof ShippingRuleSchema>;
