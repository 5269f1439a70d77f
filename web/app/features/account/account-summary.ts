import type { User } from "@pitstop/contract/profile";
import { displayName, initials } from "./account-avatar";

export type { GarageCar } from "@pitstop/contract/profile";

/** spec §3: 'awaiting payment' counts as not paid. */
export const UNPAID_ORDER_STATUS = "awaiting payment";

export function unpaidOrderCount(orders: User["orders"]): number {
  return orders.filter((order) => order.status === UNPAID_ORDER_STATUS).length;
}

/**
 * What the header needs of the signed-in user (spec §3 derived state: userNotPaidOrders,
 * userGarage): small enough to ride along with every page, nothing the header does not show.
 */
export interface AccountSummary {
  id: number;
  name: string;
  email: string;
  initials: string;
  avatar: string | null;
  mile: number;
  maxMile: number;
  unpaidOrderCount: number;
  wishlistCount: number;
  garage: User["garage"];
  /** Ids of saved articles, so an article page knows whether it is saved. */
  savedArticleIds: number[];
  /** The loyalty level's percent (spec §3: level used as discount), so a part's shipping note counts it. */
  discountPercent: number;
}

export function accountSummary(user: User): AccountSummary {
  const { profile } = user;
  return {
    id: profile.id,
    name: displayName(profile),
    email: profile.email,
    initials: initials(profile),
    avatar: profile.images[0]?.path ?? null,
    mile: profile.mile,
    maxMile: profile.max_mile,
    unpaidOrderCount: unpaidOrderCount(user.orders),
    wishlistCount: user.wishlist.length,
    garage: user.garage,
    savedArticleIds: user.news.map((article) => article.id),
    discountPercent: profile.level,
  };
}
