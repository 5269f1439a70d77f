import type { ContentPage } from "./content-page";
import { contentPages } from "./pages/index";

/** Page text stays on the server; the browser only receives the page it renders. */
export function findContentPage(key: string): ContentPage | undefined {
  return Object.hasOwn(contentPages, key.toLowerCase())
    ? contentPages[key.toLowerCase() as keyof typeof contentPages]
    : undefined;
}
