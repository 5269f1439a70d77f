/**
 * The latest articles, as the frame (the footer's titles) and the home page (its cards) ask for
 * them: one address, so the storefront's kept public answer serves both (lib/api.server.ts).
 */
export const LATEST_NEWS_PATH = "/api/news?limit=3";
