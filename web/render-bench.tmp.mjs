// Renders vehicle pages in-process with the API's answers recorded once: the storefront's own cost per page.
import path from "node:path";

const root = "/work/main/web";
process.env.API_URL = "http://127.0.0.1:4302";
const realFetch = globalThis.fetch;
const recorded = new Map();
globalThis.fetch = async (url, init = {}) => {
  const key = `${init.method ?? "GET"} ${url} ${init.body ?? ""}`;
  let hit = recorded.get(key);
  if (!hit) {
    const res = await realFetch(url, init);
    hit = { status: res.status, headers: [...res.headers], body: Buffer.from(await res.arrayBuffer()) };
    recorded.set(key, hit);
  }
  return new Response(hit.body, { status: hit.status, headers: hit.headers });
};
const { createRequestHandler } = await import("react-router");
const build = await import(path.join(root, "build/server/index.js"));
const handle = createRequestHandler(build, "production");
const slugs = (await import("node:fs")).readFileSync("/tmp/slugs.txt", "utf8").split("\n").filter(Boolean).slice(0, 40);
const ua = "Mozilla/5.0 (Linux; Android 11) Chrome/130.0.0.0 Mobile Safari/537.36";
async function one(slug) {
  const res = await handle(
    new Request(`http://localhost:3000/${slug}-accessories`, { headers: { "user-agent": ua, accept: "text/html" } }),
  );
  return (await res.arrayBuffer()).byteLength;
}
for (const s of slugs) await one(s); // record + warm
for (let round = 0; round < 5; round++) {
  const t = performance.now();
  let bytes = 0;
  const n = 200;
  for (let i = 0; i < n; i++) bytes += await one(slugs[i % slugs.length]);
  console.log(`render per page: ${((performance.now() - t) / n).toFixed(2)} ms, ${(bytes / n / 1024).toFixed(0)} KiB`);
}
