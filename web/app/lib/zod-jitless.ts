/**
 * Zod compiles fast parsers with `new Function` when it may; to learn whether it may, it tries
 * `Function("")` once. Under the shop's CSP (no 'unsafe-eval', entry.server.tsx) that probe is
 * blocked and reported as a violation on every page. So the storefront's zod never
 * evals: this inline script, first in the page's head, sets zod's global configuration (kept on
 * `globalThis.__zod_globalConfig`) before any module, and so any schema, is loaded. A `z.config()`
 * call in a module would come too late: the bundler puts the shared schema chunk first.
 */
export const zodJitlessBootScript = "Object.assign((globalThis.__zod_globalConfig??={}),{jitless:true});";
