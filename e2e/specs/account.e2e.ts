import { describe, expect, test } from "vitest";
import { hydrated, useBrowser } from "../support/browser.ts";

const b = useBrowser();
const password = "tarmac-Sprocket-42";

describe("an account", () => {
  test("sign up lands in the personal area; sign out goes to /login; /profile then asks to sign in and returns", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await b.page.goto("/sign-up");
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Create account" }).click();
    await b.page.waitForURL("**/profile");
    await b.page.getByText(email).first().waitFor();
    await b.page.getByRole("banner").getByRole("button", { name: "Your account" }).waitFor();
    // The session token is httpOnly: page scripts cannot read it.
    expect(await b.page.evaluate(() => document.cookie)).not.toContain("pitstop_session");

    await b.page.getByRole("button", { name: "Logout" }).click();
    await b.page.waitForURL("**/login");
    await b.page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();

    await b.page.goto("/profile");
    await b.page.waitForURL(/\/login\?redirect=%2Fprofile|\/login\?redirect=\/profile/);
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Sign in" }).click();
    await b.page.waitForURL("**/profile");
    await b.page.getByRole("heading", { level: 1, name: email }).waitFor();
  });

  test("a wrong password is refused with the server's message", async () => {
    await b.page.goto("/login");
    await b.page.getByLabel("Email").fill("nobody-here@example.com");
    await b.page.getByLabel("Password").fill("wrong-password-1");
    await b.page.getByRole("button", { name: "Sign in" }).click();
    await b.page.getByRole("alert").filter({ hasText: "Email or password is incorrect" }).first().waitFor();
    expect(new URL(b.page.url()).pathname).toBe("/login");
  });

  test("a common password is refused at sign-up with the rule it breaks", async () => {
    await b.page.goto("/sign-up");
    await b.page.getByLabel("Email").fill(`weak-${Date.now()}@example.com`);
    await b.page.getByLabel("Password").fill("password1");
    await b.page.getByRole("button", { name: "Create account" }).click();
    await b.page.getByText("This password is too common").first().waitFor();
  });

  test("an external redirect target is ignored after sign-in", async () => {
    const email = `redir-${Date.now()}@example.com`;
    await b.page.goto("/sign-up?redirect=https://evil.example/");
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Create account" }).click();
    await b.page.waitForURL("**/profile");
  });

  test("a return path that leaves the site only once resolved is refused, after sign-up and when signed in", async () => {
    const email = `redir-dots-${Date.now()}@example.com`;
    await b.page.goto("/sign-up?redirect=/..//evil.example");
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Create account" }).click();
    await b.page.waitForURL("**/profile");
    // Signed in, /login sends the shopper on at once: the Location the server itself answers.
    for (const target of ["/..//evil.example", "/%2F%2Fevil.example", "/\\evil.example", "//evil.example"]) {
      const res = await b.page.request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe("/profile");
    }
  });

  test("signing up or in from the header comes back to the page the shopper was on", async () => {
    const email = `back-${Date.now()}@example.com`;
    const header = b.page.getByRole("banner");
    await b.page.goto("/cart");
    await header.getByRole("link", { name: "Sign in" }).click();
    await b.page.waitForURL(/\/login\?redirect=%2Fcart$/);
    await b.page.getByRole("link", { name: "Create an account" }).click();
    await b.page.waitForURL(/\/sign-up\?redirect=%2Fcart$/);
    await hydrated(b.page);
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Create account" }).click();
    await b.page.waitForURL((url) => url.pathname === "/cart");
    await header.getByRole("button", { name: "Your account" }).waitFor();

    await b.page.goto("/profile");
    await b.page.getByRole("button", { name: "Logout" }).click();
    await b.page.waitForURL("**/login");
    await b.page.goto("/brakes?sort=price");
    await header.getByRole("link", { name: "Sign in" }).click();
    await b.page.waitForURL(/\/login\?redirect=%2Fbrakes%3Fsort%3Dprice$/);
    await hydrated(b.page);
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByLabel("Password").fill(password);
    await b.page.getByRole("button", { name: "Sign in" }).click();
    await b.page.waitForURL((url) => `${url.pathname}${url.search}` === "/brakes?sort=price");
    await header.getByRole("button", { name: "Your account" }).waitFor();
  });

  test("a refused sign-in says so once, and its toast is gone once the next attempt signs in", async () => {
    const page = b.page;
    const email = `stale-${Date.now()}@example.com`;
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    const refusal = page.getByText("Email or password is incorrect");
    await refusal.first().waitFor();
    expect(await refusal.count()).toBe(1);

    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/profile");
    // Dismissed by the success, not left to run out its 5 s.
    await refusal.first().waitFor({ state: "detached", timeout: 2000 });
  });
});
