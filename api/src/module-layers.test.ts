import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * The API's layers (docs/architecture.md), bottom to top:
 *   lib/, db/, plugins/, config.ts  →  modules/<name>/  →  read-models/  →  flows/  →  routes/  →  app.ts
 * A file may import its own layer and the layers below it, never one above; the domain modules
 * import each other without a loop. Tools that fill or drive the shop (db/seed/, cli/) sit beside
 * the routes. Test files are left out: a test may reach anything it checks.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

type Layer = "bottom" | "module" | "read-model" | "flow" | "route" | "app" | "tool";

const RANK: Record<Layer, number> = { bottom: 0, module: 1, "read-model": 2, flow: 3, route: 4, tool: 4, app: 5 };

/** The layer of a file, by its path under api/src. */
function layerOf(path: string): Layer {
  const [top, second] = path.split("/");
  if (top === "modules") return "module";
  if (top === "read-models") return "read-model";
  if (top === "flows") return "flow";
  if (top === "routes") return "route";
  if (top === "cli" || (top === "db" && second === "seed")) return "tool";
  if (top === "lib" || top === "db" || top === "plugins" || top === "config.ts") return "bottom";
  return "app";
}

/** The module a file belongs to (`modules/<name>/…`), else null. */
const moduleOf = (path: string) => (path.startsWith("modules/") ? (path.split("/")[1] ?? null) : null);

/**
 * The one door downward the bottom layer has: the auth plugin finds a bearer token's session
 * through the auth module's session lookup, which reads only its own tables.
 */
const BOTTOM_MAY_IMPORT = new Set(["modules/auth/session-service.ts"]);

/** Every source file under api/src (tests left out) with the api/src files it imports. */
function importGraph(root: string): Map<string, string[]> {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === "migrations" || name === "node_modules") return [];
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const graph = new Map<string, string[]>();
  const specifier = /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const file of files(root).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const imports: string[] = [];
    for (const m of readFileSync(file, "utf8").matchAll(specifier)) {
      const target = relative(root, resolve(dirname(file), (m[1] ?? m[2]) as string));
      if (!target.startsWith("..")) imports.push(target);
    }
    graph.set(relative(root, file), imports);
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan): each is an import loop. */
function loops(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Which module imports which (a module's files importing another module's files). */
function moduleEdges(graph: Map<string, string[]>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return edges;
}

/** Each import that runs up a layer, as "file -> imported file". */
function upwardImports(graph: Map<string, string[]>): string[] {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    for (const target of imports) {
      const to = layerOf(target);
      if (from === "bottom" && BOTTOM_MAY_IMPORT.has(target)) continue;
      if (RANK[to] > RANK[from] || (from === "tool" && to === "route")) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong.sort();
}

/** Every file import circle in api/src. */
function fileCircles(graph: Map<string, string[]>): string[][] {
  return loops(new Map([...graph].map(([file, imports]) => [file, new Set(imports)])));
}

describe("the API's layers", () => {
  const graph = importGraph(SRC);

  test("no two API modules import each other, directly or round a loop", () => {
    expect(loops(moduleEdges(graph))).toEqual([]);
  });

  test("no file imports a layer above its own (a module never reaches a read model, a flow or a route)", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  test("no file import circle", () => {
    expect(fileCircles(graph)).toEqual([]);
  });

  test("the checks see a loop and an upward import when there is one", () => {
    const planted = new Map(graph);
    planted.set("modules/catalogue/planted.ts", ["modules/orders/order-queries.ts", "read-models/user.ts"]);
    planted.set("modules/orders/planted.ts", ["modules/catalogue/fit.ts"]);
    expect(loops(moduleEdges(planted))).toContainEqual(expect.arrayContaining(["catalogue", "orders"]));
    expect(upwardImports(planted)).toContain("modules/catalogue/planted.ts -> read-models/user.ts");
    expect(
      fileCircles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["a.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts"]]);
  });
});
