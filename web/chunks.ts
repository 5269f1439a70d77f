import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type ModuleInfo = { importers: readonly string[] };

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+)[\\/]/;
const ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;
/** The route of every catalogue address: vehicle, category, type, brand and product pages. */
const CATALOGUE = /[\\/]app[\\/]routes[\\/]catch-all\.tsx(\?|$)/;
/** The addresses of vehicles, categories and parts (the contract's slug module). */
const SLUG = /[\\/]contract[\\/]src[\\/]slug\.ts$/;
/** What shows parts — cards, badges, facets, buying — as the catalogue shares it with other pages. */
const PARTS_UI = /[\\/]app[\\/]features[\\/](catalogue|cart|favorites)[\\/]/;
/** The product page's view (loaded with product pages only). */
const PRODUCT_PAGE = /[\\/]app[\\/]routes[\\/]catch-all\.product\.tsx(\?|$)/;
/** Reviews and "Did it fit?": shared by the product page, the /reviews wall and the order page. */
const REVIEWS_UI = /[\\/]app[\\/]features[\\/](reviews|fit-answers)[\\/]/;
/**
 * Packages imported through one index of many modules: the index is reached from root.tsx, so
 * every module of theirs that any page uses would look reached from it too.
 */
const BARREL_PACKAGES = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * How the browser's JavaScript is cut into files. Left to itself the bundler made ~60
 * files for a first visit to a category page, most under 1 KB, each a request with its own headers
 * and round trip. Now a first visit loads:
 * - `framework`: React, React DOM and React Router, the same on every page and every deploy that
 *   does not upgrade them (cached long);
 * - `shell`: everything the page frame (root.tsx) imports statically — header, footer, stores;
 * - `catalogue`: the parts UI the catalogue route (routes/catch-all.tsx) imports statically — cards,
 *   badges, facets, paging, buying — in one file instead of seven of 0.3–6 KB (each with its own
 *   headers, round trip and a dictionary brotli starts afresh: ~3 KiB of a first visit).
 *   Pages that show parts too (search, wishlist, cart) take them from there; the others never load it;
 * - `product-reviews`: the product page's reviews and owners' fit answers, which the /reviews
 *   wall and the order page share; a product page loads it with its own chunk;
 * - the route's own chunk and what it shares with other routes.
 * What loads on use (dialogs, menus, suggestions, toasts: `import()`) stays in chunks of its own:
 * only modules the frame imports statically join `shell`.
 */
export function storefrontChunks(): CodeSplitting {
  const reachedFromRoot = staticallyReachedFrom(ROOT);
  const reachedFromCatalogue = staticallyReachedFrom(CATALOGUE);
  const reachedFromProductPage = staticallyReachedFrom(PRODUCT_PAGE);
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 3 },
      {
        debugName: "shell",
        name: (id, ctx) =>
          !BARREL_PACKAGES.test(id) && reachedFromRoot(id, (m) => ctx.getModuleInfo(m)) ? "shell" : null,
        priority: 2,
      },
      {
        // A group takes its modules' imports along: the addresses of vehicles and parts stay out
        // of `catalogue`, so that the home page and the vehicle dialogs need not load it for them.
        name: "slug",
        test: SLUG,
        priority: 1,
      },
      {
        debugName: "catalogue",
        name: (id, ctx) =>
          PARTS_UI.test(id) && reachedFromCatalogue(id, (m) => ctx.getModuleInfo(m)) ? "catalogue" : null,
        priority: 0,
      },
      {
        // What the product page shares with the wall and the order page (the review card, the fit
        // words) in one file with the rest of its reviews, not two more requests of a few KB each.
        debugName: "product-reviews",
        name: (id, ctx) =>
          REVIEWS_UI.test(id) && reachedFromProductPage(id, (m) => ctx.getModuleInfo(m)) ? "product-reviews" : null,
        priority: 0,
      },
    ],
  };
}

/** Whether the entry module reaches a module by static imports alone (walking up its importers). */
function staticallyReachedFrom(entry: RegExp) {
  const known = new Map<string, boolean>();
  const reached = (id: string, info: (id: string) => ModuleInfo | null): boolean => {
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // a cycle does not make it reachable
    const result = entry.test(id) || (info(id)?.importers ?? []).some((importer) => reached(importer, info));
    known.set(id, result);
    return result;
  };
  return reached;
}
