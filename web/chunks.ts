import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type ModuleInfo = { importers: readonly string[] };

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+)[\\/]/;
const ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;
/**
 * Packages imported through one index of many modules: the index is reached from root.tsx, so
 * every module of theirs that any page uses would look reached from it too.
 */
const BARREL_PACKAGES = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * How the browser's JavaScript is cut into files (issue 11). Left to itself the bundler made ~60
 * files for a first visit to a category page, most under 1 KB, each a request with its own headers
 * and round trip. Now a first visit loads:
 * - `framework`: React, React DOM and React Router, the same on every page and every deploy that
 *   does not upgrade them (cached long);
 * - `shell`: everything the page frame (root.tsx) imports statically — header, footer, stores;
 * - the route's own chunk and what it shares with other routes.
 * What loads on use (dialogs, menus, suggestions, toasts: `import()`) stays in chunks of its own:
 * only modules the frame imports statically join `shell`.
 */
export function storefrontChunks(): CodeSplitting {
  const inFrame = new Map<string, boolean>();
  /** Whether root.tsx reaches this module by static imports alone (walking up its importers). */
  const reachedFromRoot = (id: string, info: (id: string) => ModuleInfo | null): boolean => {
    const known = inFrame.get(id);
    if (known !== undefined) return known;
    inFrame.set(id, false); // a cycle does not make it reachable
    const reached = ROOT.test(id) || (info(id)?.importers ?? []).some((importer) => reachedFromRoot(importer, info));
    inFrame.set(id, reached);
    return reached;
  };
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 2 },
      {
        debugName: "shell",
        name: (id, ctx) =>
          !BARREL_PACKAGES.test(id) && reachedFromRoot(id, (m) => ctx.getModuleInfo(m)) ? "shell" : null,
        priority: 1,
      },
    ],
  };
}
