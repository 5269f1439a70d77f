import { describe, expect, test } from "vitest";
import { signUp } from "../support/accounts.ts";
import { baseUrl, useBrowser } from "../support/browser.ts";

const b = useBrowser();

describe("the shop's frame", () => {
  test("the home page renders the header, the vehicle entry point, categories, news and the footer", async () => {
    const response = await b.page.goto("/");
    expect(response?.status()).toBe(200);
    const header = b.page.getByRole("banner");
    await header.getByRole("link", { name: "Pitstop home" }).waitFor();
    expect(await header.getAttribute("data-decorated")).toBe("false");
    await header.getByRole("link", { name: /Cart, 0 items/ }).waitFor();
    await header.getByRole("link", { name: /Wishlist, 0 items/ }).waitFor();
    await header.getByRole("link", { name: "Sign in" }).waitFor();
    await header.getByRole("button", { name: "My garage" }).waitFor();
    await b.page.getByRole("heading", { name: "Select your vehicle" }).waitFor();
    await b.page.getByRole("heading", { name: "Shop by category" }).waitFor();
    expect(await b.page.getByRole("navigation", { name: "Categories" }).getByRole("link").count()).toBe(13);
    expect(await b.page.getByRole("region", { name: "Latest news and guides" }).getByRole("article").count()).toBe(2);

    const footer = b.page.getByRole("contentinfo");
    for (const heading of [
      "Popular links",
      "News and blog",
      "Shipping partners",
      "We accept",
      "Contact us",
      "Our policies",
      "Follow us",
    ]) {
      await footer.getByRole("heading", { name: heading }).waitFor();
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Pitstop`);
    expect(await footer.textContent()).toContain("24/7 customer support");
    expect(await footer.getByRole("link", { name: "Pitstop on Facebook" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.facebook\.com\//,
    );
    expect(await footer.getByRole("link", { name: "Pitstop on Instagram" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.instagram\.com\//,
    );
    expect(await footer.getByRole("link", { name: "All articles", exact: true }).getAttribute("href")).toBe("/Blog");
    expect(await footer.getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe("/sitemap.xml");
  });

  test("browsers get React's production build: small, fast, no development checks", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(entry).toBeDefined();
    const script = await (await fetch(`${baseUrl()}${entry}`)).text();
    // React's development build carries its DOM-nesting warnings; the production build does not.
    expect(script).not.toContain("cannot be a child of");
  });

  test("a first visit to a category page downloads the frame and the page, not the code of what it has not used", async () => {
    // Dialogs, menus, search suggestions (Headless UI), toasts (react-toastify) and the
    // contract's schemas (zod) load when used.
    const scripts: string[] = [];
    b.page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await b.page.goto("/brakes");
    await b.page.waitForLoadState("networkidle");
    const code = (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join("\n");
    expect(scripts.length).toBeGreaterThan(0);
    // framework, shell, the route, the catalogue's parts UI and the slug helpers (web/chunks.ts).
    expect(scripts.length).toBeLessThanOrEqual(8);
    expect(code).not.toContain("headlessui-");
    expect(code).not.toContain("Toastify__");
    expect(code).not.toContain("ZodString");
    // The product page's view (its specifications and fitment table) loads only on product pages.
    expect(scripts.some((url) => url.includes("catch-all.product"))).toBe(false);
    expect(code).not.toContain("Specifications");
    // A visitor runs neither the sign-in sync (account-link.ts) nor the avatar menu with its
    // mileage ring (features/account/user-menu.tsx, mileage-ring.tsx): they load for a session.
    expect(code).not.toContain("pitstop-garage-synced");
    expect(code).not.toContain("Your account");
    expect(code).not.toContain("data-share");

    // And each of them still works on first use, loaded then.
    const header = b.page.getByRole("banner");
    await header.getByRole("button", { name: /Color mode/ }).click();
    await b.page.getByRole("menuitem", { name: "Dark" }).click();
    await b.page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    const search = header.getByRole("combobox", { name: "Search parts" }).first();
    await search.fill("brake pads");
    await b.page.getByRole("option", { name: /Search for “brake pads”/ }).waitFor();
    expect(scripts.some((url) => /search-box-popup|combobox/.test(url))).toBe(true);
  });

  test("signed in, the header's avatar menu is in the server's page and stays where it is once the account code has loaded", async () => {
    await signUp(b.page, "frame");

    // Without JavaScript: what the server sent.
    const context = b.page.context();
    const serverOnly = await context.browser()?.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    if (!serverOnly) throw new Error("no browser");
    await serverOnly.addCookies(await context.cookies());
    const page = await serverOnly.newPage();
    await page.goto("/brakes");
    const served = page.getByRole("banner").getByRole("button", { name: "Your account" });
    expect(await served.locator("svg[data-share]").count()).toBe(1);
    const servedBox = await served.boundingBox();
    await serverOnly.close();

    // With it: the account code loads at once, and the menu is where the server put it, and works.
    const accountLinking = b.page.waitForResponse(
      async (response) =>
        response.request().resourceType() === "script" && (await response.text()).includes("pitstop-garage-synced"),
    );
    await b.page.goto("/brakes");
    await accountLinking;
    const avatar = b.page.getByRole("banner").getByRole("button", { name: "Your account" });
    expect(await avatar.boundingBox()).toEqual(servedBox);
    await avatar.click();
    await b.page.getByRole("menuitem", { name: /Orders/ }).waitFor();
  });

  // Retried: in one full run of 2026-11-29 (the first card then a product another spec had made) the
  // product's chunk was not among the responses seen, though the page drew; alone it passes.
  test("a product page's own code loads with it: opened directly it hydrates and sells, reached from a list it replaces the list", {
    retry: 2,
  }, async () => {
    // Every answer's address, whatever fetched it: the chunk comes by import() or, first, by the
    // <link rel="modulepreload"> the build's preload helper adds for it, which Chromium may not
    // type as a script.
    const scripts: string[] = [];
    b.page.on("response", (response) => {
      scripts.push(response.url());
    });
    // On a network slow to bring the product view's code.
    await b.page.route("**/assets/catch-all.product-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await b.page.goto("/brakes");
    await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const firstCard = b.page.getByRole("main").getByRole("article").first().getByRole("link").first();
    const productPath = new URL((await firstCard.getAttribute("href")) ?? "", baseUrl()).pathname;
    // Reached from the list, the list stays until the product can be drawn: the page never goes blank.
    await b.page.evaluate(() => {
      const main = document.querySelector("main");
      const state = { blank: false };
      Object.assign(window, { navigationState: state });
      if (main)
        new MutationObserver(() => {
          if (!main.querySelector("h1")) state.blank = true;
        }).observe(main, { childList: true, subtree: true });
    });
    await firstCard.click();
    await b.page.waitForURL((url) => url.pathname === productPath);
    await b.page.getByRole("heading", { name: "Specifications" }).waitFor();
    expect(scripts.some((url) => url.includes("catch-all.product"))).toBe(true);
    expect(
      await b.page.evaluate(() => (window as unknown as { navigationState: { blank: boolean } }).navigationState.blank),
    ).toBe(false);

    // Opened directly: the server's page is there at once and is the page that hydrates — its
    // elements are kept, not drawn again.
    await b.page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        Object.assign(window, { serverHeading: document.querySelector("main h1") });
      });
    });
    await b.page.goto(productPath);
    await b.page.getByRole("heading", { name: "Specifications" }).waitFor();
    // A click before hydration would be lost (as on any server-rendered page): wait for the router.
    await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await b.page
      .getByRole("main")
      .getByRole("button", { name: /Add to cart/ })
      .first()
      .click();
    await b.page
      .getByRole("banner")
      .getByRole("link", { name: /Cart, 1 item/ })
      .waitFor();
    const kept = await b.page.evaluate(
      () => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected,
    );
    expect(kept).toBe(true);
  });

  test("pages run under the Content-Security-Policy without a violation (no eval)", async () => {
    await b.page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const response = await b.page.goto("/blog");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    // A client-side navigation parses the next page's data in the browser.
    await b.page
      .getByRole("banner")
      .getByRole("link", { name: /Cart, 0 items/ })
      .click();
    await b.page.waitForURL("**/cart");
    await b.page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await b.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test("every page but home has the decorated header", async () => {
    await b.page.goto("/about");
    expect(await b.page.getByRole("banner").getAttribute("data-decorated")).toBe("true");
  });

  test("an unknown path is a 404 with the not-found page, and its button goes home", async () => {
    const response = await b.page.goto("/definitely/not/a/page");
    expect(response?.status()).toBe(404);
    await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();
    expect(await b.page.textContent("body")).toContain("Page Not Found: /definitely/not/a/page");
    await b.page.getByRole("button", { name: "Go to home page" }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByRole("heading", { name: "Shop by category" }).waitFor();
    expect(await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).count()).toBe(0);
  });

  test("the color mode chosen in the header survives a reload", async () => {
    await b.page.goto("/");
    const isDark = () => b.page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    await b.page.getByRole("button", { name: /Color mode/ }).click();
    await b.page.getByRole("menuitem", { name: "Dark" }).click();
    await b.page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await b.page.reload({ waitUntil: "commit" });
    // The boot script in <head> sets it before first paint, not after hydration.
    await b.page.waitForFunction(
      () => document.readyState !== "loading" || document.documentElement.classList.contains("dark"),
    );
    expect(await isDark()).toBe(true);
    await b.page.getByRole("button", { name: /Color mode: dark/ }).waitFor();
  });

  test("footer links navigate in the app to their pages", async () => {
    await b.page.goto("/");
    await b.page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await b.page.getByRole("heading", { level: 1, name: "About Pitstop" }).waitFor();
    await b.page.getByRole("contentinfo").getByRole("link", { name: "Warranty" }).click();
    await b.page.getByRole("heading", { level: 1, name: /Warranty/ }).waitFor();
    expect(await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).count()).toBe(0);
  });

  test("the sitemap lists the public pages", async () => {
    // The index names the shop's own pages' file beside the catalogue's (seo.e2e.ts checks those).
    const index = await b.page.request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain("/sitemap/pages.xml</loc>");
    const response = await b.page.request.get("/sitemap/pages.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("/about</loc>");
    expect(xml).toContain("/blog/");
  });
});
