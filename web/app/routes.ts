import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { contentPageKeys } from "./features/content/content-page";

/** The explicit route table: one thin module per URL. */
export default [
  index("routes/home.tsx"),
  ...contentPageKeys
    .filter((page) => page !== "reviews")
    .map((page) => route(page, "routes/content-page.tsx", { id: `content-${page}` })),
  // The review wall, with how reviews work (the content page's text) under it.
  route("reviews", "routes/reviews.tsx"),
  // Paths match case-insensitively, so the footer's /Blog reaches this page too.
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("search", "routes/search.tsx"),
  route("login", "routes/login.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("logout", "routes/logout.ts"),
  route("reset-password", "routes/reset-password.tsx"),
  route("create-new-password", "routes/create-new-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  // The personal area: one layout loads the user once and sends visitors to /login?redirect=….
  route("profile", "routes/profile-layout.tsx", [
    index("routes/profile.tsx"),
    route("orders", "routes/profile-orders.tsx"),
    route("orders/:id", "routes/profile-order.tsx"),
    route("orders/:id/return", "routes/profile-order-return.tsx"),
    route("garage", "routes/profile-garage.tsx"),
    route("wishlist", "routes/profile-wishlist.tsx"),
    route("settings", "routes/profile-settings.tsx"),
  ]),
  // The back office: operators only; its own route modules, so no byte of it reaches a shopper.
  route("admin", "routes/admin-layout.tsx", [
    route("dashboard", "routes/admin-dashboard.tsx"),
    route("orders", "routes/admin-orders.tsx"),
    route("orders/:id", "routes/admin-order.tsx"),
    route("returns", "routes/admin-returns.tsx"),
    route("returns/:id", "routes/admin-return.tsx"),
    route("promotions", "routes/admin-promotions.tsx"),
    route("audit", "routes/admin-audit.tsx"),
    route("products", "routes/admin-products.tsx"),
    route("products/new", "routes/admin-product.tsx", { id: "admin-product-new" }),
    route("products/:id", "routes/admin-product.tsx"),
    route("brands", "routes/admin-brands.tsx"),
    route("categories", "routes/admin-categories.tsx"),
    route("price-update", "routes/admin-price-update.tsx"),
    route("fitment-import", "routes/admin-fitment-import.tsx"),
    route("customers", "routes/admin-customers.tsx"),
    route("customers/:id", "routes/admin-customer.tsx"),
    route("reviews", "routes/admin-reviews.tsx"),
    route("fit-reports", "routes/admin-fit-reports.tsx"),
    route("articles", "routes/admin-articles.tsx"),
    route("articles/new", "routes/admin-article.tsx", { id: "admin-article-new" }),
    route("articles/:id", "routes/admin-article.tsx"),
    route("settings", "routes/admin-settings.tsx"),
  ]),
  // Printed, so without the back office's navigation.
  route("admin/orders/:id/packing-slip", "routes/admin-packing-slip.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  // A visitor's checkout, and a guest order's page behind its private link (docs/decisions/030).
  route("checkout/guest", "routes/checkout-guest.tsx"),
  route("guest/orders/:token", "routes/guest-order.tsx"),
  route("orders/find", "routes/find-order.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("pay", "routes/pay.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
