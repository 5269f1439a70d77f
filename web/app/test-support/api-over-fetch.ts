import type { ApiAnswer } from "~/lib/api-http.server";

/**
 * For tests whose boundary is the API as `fetch` sees it (they stub the global fetch): the storefront
 * server's API calls (lib/api-http.server.ts, node:http in the shop) go through `fetch` instead.
 * `vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"))`.
 */
export const apiRequest = (url: string, init: RequestInit = {}): Promise<ApiAnswer> => fetch(url, init);
