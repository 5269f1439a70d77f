import type { User } from "@pitstop/contract/profile";

export type { GarageCar } from "@pitstop/contract/profile";

/** A person's name as the shop shows it: first and last name, else the email address. */
export function displayName(profile: Pick<User["profile"], "name" | "lastname" | "email">): string {
  return [profile.name, profile.lastname].filter(Boolean).join(" ").trim() || profile.email;
}

/** One or two letters for the avatar when no photo was uploaded. */
export function initials(profile: Pick<User["profile"], "name" | "lastname" | "email">): string {
  const letters = [profile.name, profile.lastname]
    .map((part) => part.trim()[0] ?? "")
    .join("")
    .toUpperCase();
  return letters || (profile.email.trim()[0] ?? "?").toUpperCase();
}

/** 'awaiting payment' counts as not paid. */
export const UNPAID_ORDER_STATUS = "awaiting payment";

export function unpaidOrderCount(orders: User["orders"]): number {
  return orders.filter((order) => order.status === UNPAID_ORDER_STATUS).length;
}

/**
 * What the header needs of the signed-in user (derived state: userNotPaidOrders,
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
  /** The loyalty level's percent (level used as discount), so a part's shipping note counts it. */
  discountPercent: number;
  /** A shop operator: the menu offers the back office (/admin). */
  operator: boolean;
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
    operator: profile.role === "admin",
  };
}
