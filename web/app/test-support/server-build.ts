import type { ServerBuild } from "react-router";

/**
 * A React Router server build for tests that run React Router's request handler over a few routes
 * of their own: the entry, the routes and their manifest entries; the rest as a production build.
 */
export function testServerBuild({
  entry,
  routes,
  assets = { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
}: {
  entry: unknown;
  routes: Record<string, unknown>;
  assets?: Record<string, unknown>;
}): ServerBuild {
  return {
    entry: { module: { default: entry } },
    routes,
    assets,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** A route's entry in the build's assets manifest: a loader, nothing else, its module under /assets. */
export const manifestRoute = (id: string, path: string | undefined, parentId?: string) => ({
  id,
  parentId,
  path,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});
