import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { readJsonData } from "./json-data";

/**
 * The page frame's data (the root loader's: the header's categories, the footer's links, the
 * shopper's account and car), read once per answer. It travels as one JSON string like a listing
 * (lib/json-data.ts): as ~100 values, turbo-stream's walk over it cost ~2% of the storefront's main
 * thread on every page rendered. Undefined on a page rendered without it (an error page).
 */
export function useFrameData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data ? readJsonData(data) : undefined;
}
