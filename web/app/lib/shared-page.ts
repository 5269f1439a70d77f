/**
 * A route marks its page as shared by setting this header: the same HTML for every visitor without
 * a session who shops for the same vehicle (the storefront's page cache, web/server/page-cache.ts,
 * docs/decisions/016). The storefront removes it before the answer leaves.
 */
export const SHARED_PAGE_HEADER = "x-pitstop-shared-page";

/** For a route's `headers` export: its page is shared (see above), with the frame's headers. */
export function sharedPage({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set(SHARED_PAGE_HEADER, "1");
  return headers;
}
