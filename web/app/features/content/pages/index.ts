import type { ContentPage, ContentPageKey } from "../content-page.ts";
import { aboutPage } from "./about.ts";
import { communityPage } from "./community.ts";
import { faqPage } from "./faq.ts";
import { privacyPolicyPage } from "./privacy-policy.ts";
import { returnsPage } from "./returns.ts";
import { reviewsPage } from "./reviews.ts";
import { shippingPage } from "./shipping.ts";
import { singleNewsPage } from "./single-news.ts";
import { termsOfUsePage } from "./terms-of-use.ts";
import { warrantyPage } from "./warranty.ts";

/** Content pages keyed by their route path without the leading slash (`/privacy-policy` → `privacy-policy`). */
export const contentPages: Record<ContentPageKey, ContentPage> = {
  about: aboutPage,
  faq: faqPage,
  community: communityPage,
  reviews: reviewsPage,
  returns: returnsPage,
  shipping: shippingPage,
  "privacy-policy": privacyPolicyPage,
  "terms-of-use": termsOfUsePage,
  warranty: warrantyPage,
  "single-news": singleNewsPage,
};
