// @vitest-environment node
import { expect, test } from "vitest";
import { freePageSlabs, keptPageBytes, pageBytes, pageBytesOf, pageResponse, releasePageBytes } from "./page-bytes";

const PAGE = `<!DOCTYPE html><p>Voltaris 12 in Subwoofer — 400 W Peak, 20–200 in-lb “front” ✓</p>${"<li>x</li>".repeat(5000)}`;

test("a page's bytes are its UTF-8, from a slab that comes back once given back, once", () => {
  const bytes = pageBytes(PAGE);
  expect(bytes.equals(Buffer.from(PAGE))).toBe(true);
  const free = freePageSlabs();
  releasePageBytes(bytes);
  expect(freePageSlabs()).toBe(free + 1);
  releasePageBytes(bytes);
  expect(freePageSlabs()).toBe(free + 1);
  // The next page is written into the slab that came back, and reads as itself.
  const next = pageBytes(PAGE.replace("Voltaris", "Sonorra"));
  expect(freePageSlabs()).toBe(free);
  expect(next.buffer).toBe(bytes.buffer);
  expect(next.toString()).toContain("Sonorra 12 in");
  releasePageBytes(next);
});

test("what is kept past its answer is a copy: the slab's next page does not change it", () => {
  const bytes = pageBytes(PAGE);
  const kept = keptPageBytes(bytes);
  expect(kept.buffer).not.toBe(bytes.buffer);
  releasePageBytes(bytes);
  pageBytes("<p>another page</p>".repeat(100));
  expect(kept.equals(Buffer.from(PAGE))).toBe(true);
  // Bytes that are no slab's are kept as they are, and giving them back does nothing.
  const plain = Buffer.from("<p>plain</p>");
  expect(keptPageBytes(plain)).toBe(plain);
  const free = freePageSlabs();
  releasePageBytes(plain);
  expect(freePageSlabs()).toBe(free);
});

test("a page larger than a slab is an ordinary buffer, and the slab stays in the pool", () => {
  const huge = `<p>${"ü".repeat(200_000)}</p>`;
  const free = freePageSlabs();
  const bytes = pageBytes(huge);
  expect(bytes.equals(Buffer.from(huge))).toBe(true);
  expect(keptPageBytes(bytes)).toBe(bytes);
  expect(freePageSlabs()).toBe(Math.max(free, 1));
});

test("the Response of a pooled page carries the same bytes", async () => {
  const bytes = pageBytes(PAGE);
  const response = pageResponse(bytes, { status: 200 });
  expect(pageBytesOf(response)).toBe(bytes);
  expect(await response.text()).toBe(PAGE);
  expect(pageBytesOf(response)).toBeUndefined();
});
