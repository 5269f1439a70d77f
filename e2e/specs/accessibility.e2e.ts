import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, useBrowser } from "../support/browser.ts";

/** axe-core's own source, injected into each page: nothing is downloaded. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const password = "tarmac-Sprocket-42";

/** The shop's routes a visitor can open (the guarded ones redirect, and are checked where they land). */
const guestPaths = [
  "/",
  "/about",
  "/faq",
  "/community",
  "/reviews",
  "/returns",
  "/shipping",
  "/privacy-policy",
  "/terms-of-use",
  "/warranty",
  "/single-news",
  "/blog",
  "/cart",
  "/checkout",
  "/login",
  "/sign-up",
  "/reset-password",
  "/create-new-password",
  "/wishlist",
  "/toyota-camry-2018-accessories",
  "/brakes",
  "/search?q=brake",
  "/no-such-page-at-all",
];
const signedInPaths = ["/profile", "/profile/orders", "/profile/garage", "/profile/wishlist", "/profile/settings"];

interface Finding {
  path: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The serious and critical axe violations of the page at `path` (WCAG 2.x A and AA rules). */
async function audit(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // Skeletons (the cart prices itself after hydration) are not what a shopper reads.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 10_000 });
  return auditHere(page, path);
}

/** The same, for the page as it is now (a toast up, a dialog open). */
async function auditHere(page: Page, path: string): Promise<Finding[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}`),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ path, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
}

/** A product page and an article, found through the API (slugs depend on the catalogue). */
async function discoveredPaths(): Promise<string[]> {
  const json = async (path: string) => (await fetch(`${baseUrl()}${path}`)).json();
  const news = (await json("/api/news")) as { slug: string }[];
  const filter = (await (
    await fetch(`${baseUrl()}/api/filter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "brakes", page: 1 }),
    })
  ).json()) as { products: { path: string }[] };
  return [`/blog/${news[0]?.slug}`, filter.products[0]?.path ?? "/brakes"];
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.path} · ${f.impact} ${f.rule}: ${f.help}\n    ${f.nodes.join("\n    ")}`).join("\n");

for (const colorScheme of ["light", "dark"] as const) {
  describe(`accessibility (axe-core, WCAG AA) in ${colorScheme} mode`, () => {
    // The page's CSP would refuse the injected axe-core script; the shop's own CSP is tested elsewhere.
    const b = useBrowser({ colorScheme, bypassCSP: true });

    test("every page a visitor opens has no serious or critical violation", async () => {
      const findings: Finding[] = [];
      for (const path of [...guestPaths, ...(await discoveredPaths())]) findings.push(...(await audit(b.page, path)));
      expect(report(findings)).toBe("");
    });

    test("toasts (success and error) are readable too", async () => {
      const page = b.page;
      await page.goto("/login");
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.getByLabel("Email").fill("nobody-here@example.com");
      await page.getByLabel("Password").fill("wrong-password-1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").filter({ hasText: "Email or password is incorrect" }).first().waitFor();
      const findings = await auditHere(page, "/login (error toast)");
      await page.goto("/brakes");
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
      await page.getByRole("alert").filter({ hasText: "Added to cart" }).first().waitFor();
      findings.push(...(await auditHere(page, "/brakes (success toast)")));
      expect(report(findings)).toBe("");
    });

    test("the personal area has no serious or critical violation", async () => {
      await b.page.goto("/sign-up");
      await b.page.getByLabel("Email").fill(`axe-${colorScheme}-${Date.now()}@example.com`);
      await b.page.getByLabel("Password").fill(password);
      await b.page.getByRole("button", { name: "Create account" }).click();
      await b.page.waitForURL("**/profile");
      const findings: Finding[] = [];
      for (const path of signedInPaths) findings.push(...(await audit(b.page, path)));
      expect(report(findings)).toBe("");
    });
  });
}
