import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUp } from "../support/accounts.ts";
import { api } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";
import { chooseVehicle, switchVehicle } from "../support/vehicles.ts";

const b = useBrowser();
const password = "tarmac-Sprocket-42";

/** Clicks before React has hydrated would be lost: wait until the client router exists. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** Product cards in stock (not 'Only N left'), so quantities of a few fit. */
function inStockCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article").filter({ hasText: "In stock" });
}

const cardTitle = async (card: Locator) => ((await card.getByRole("heading").textContent()) ?? "").trim();

/** The header's cart link, named with the quantity its badge shows. */
const cartLink = (page: Page, items: number) =>
  page.getByRole("banner").getByRole("link", { name: `Cart, ${items} ${items === 1 ? "item" : "items"}` });

/** The device cart as local storage holds it: product id → quantity. */
async function deviceCart(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("pitstop-cart");
    return raw ? (JSON.parse(raw).state?.lines ?? {}) : {};
  });
}

type StoredCart = { cart: Array<{ id: number; cart: { quantity: number } }> };

describe("a cart that never loses a part", () => {
  test("a visitor's cart survives a reload, is summed into the account's at sign-in and leaves the device at sign-out", async () => {
    const page = b.page;

    // A visitor adds two parts from the brakes category.
    await open(page, "/brakes");
    const first = inStockCards(page).nth(0);
    const second = inStockCards(page).nth(1);
    const firstTitle = await cardTitle(first);
    const secondTitle = await cardTitle(second);
    await first.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("alert").filter({ hasText: "Added to cart" }).first().waitFor();
    await second.getByRole("button", { name: "Add to cart" }).click();
    await cartLink(page, 2).waitFor();

    // The cart page prices them; one more of the first.
    await cartLink(page, 2).click();
    await page.waitForURL("**/cart");
    const lines = page.getByRole("region", { name: "Parts in your cart" });
    await lines.getByRole("link", { name: firstTitle }).waitFor();
    await lines.getByRole("link", { name: secondTitle }).waitFor();
    await page.getByRole("button", { name: `One more ${firstTitle}` }).click();
    await cartLink(page, 3).waitFor();
    // The summary settles once the 500 ms debounce has sent the cart.
    await page.getByRole("region", { name: "Order summary" }).getByText("Subtotal (3 items)").waitFor();

    // A reload keeps both parts and the quantity.
    await page.reload();
    await page.getByLabel(`Quantity of ${firstTitle}`).waitFor();
    expect(await page.getByLabel(`Quantity of ${firstTitle}`).inputValue()).toBe("2");
    expect(await page.getByLabel(`Quantity of ${secondTitle}`).inputValue()).toBe("1");
    const device = await deviceCart(page);
    const [firstId, secondId] = Object.keys(device)
      .map(Number)
      .sort((x, y) => (device[y] ?? 0) - (device[x] ?? 0));
    expect(device[String(firstId)]).toBe(2);
    expect(device[String(secondId)]).toBe(1);

    // An account that already has one of the first part in its cart (made through the API).
    const email = `cart-${Date.now()}@example.com`;
    const { token } = await api<{ token: string }>("/api/auth/register", { method: "POST", body: { email, password } });
    await api("/api/cart", { method: "POST", token, body: { products: [{ id: firstId, quantity: 1 }] } });

    // Signing in adds the device cart to the account's: 2 + 1 of the first part.
    await open(page, "/login?redirect=/cart");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/cart");
    await expect.poll(() => page.getByLabel(`Quantity of ${firstTitle}`).inputValue(), { timeout: 10_000 }).toBe("3");
    expect(await page.getByLabel(`Quantity of ${secondTitle}`).inputValue()).toBe("1");
    await expect
      .poll(async () => {
        const stored = await api<StoredCart>("/api/cart", { token });
        return stored.cart.map((l) => [l.id, l.cart.quantity]).sort();
      })
      .toEqual(
        [
          [firstId, 3],
          [secondId, 1],
        ].sort(),
      );

    // Signing out leaves the account's cart on the account, not on this device.
    await open(page, "/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await cartLink(page, 0).waitFor();
    expect(await deviceCart(page)).toEqual({});
    await open(page, "/cart");
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    const stored = await api<StoredCart>("/api/cart", { token });
    expect(stored.cart).toHaveLength(2);
  });

  test("the wishlist heart survives a reload and the part is on /wishlist", async () => {
    const page = b.page;
    await open(page, "/brakes");
    const card = inStockCards(page).nth(2);
    const title = await cardTitle(card);
    const heart = card.getByRole("button", { name: `Add ${title} to wishlist` });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await card.getByRole("button", { name: `Add ${title} to wishlist`, pressed: true }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Wishlist, 1 item" }).waitFor();

    await page.reload();
    // The server cannot see the device's favourites: the heart fills in once the page has hydrated.
    await page
      .getByRole("main")
      .getByRole("button", { name: `Add ${title} to wishlist`, pressed: true })
      .waitFor();

    await page.getByRole("banner").getByRole("link", { name: "Wishlist, 1 item" }).click();
    await page.waitForURL("**/wishlist");
    await page.getByRole("heading", { level: 2, name: title }).waitFor();
    await page.getByRole("button", { name: `Remove ${title} from wishlist` }).click();
    await page.getByRole("heading", { name: "Your wishlist is empty" }).waitFor();
  });

  test("checkout with an empty cart goes back to the cart with a message", async () => {
    const page = b.page;
    await open(page, "/checkout");
    await page.waitForURL("**/cart?checkout=empty");
    await page.getByRole("alert").filter({ hasText: "Your cart is empty. Add a part before you check out." }).waitFor();
  });

  test("a quantity of 0 removes the line: typed, or − at 1", async () => {
    const page = b.page;
    await open(page, "/brakes");
    const first = inStockCards(page).nth(0);
    const second = inStockCards(page).nth(1);
    const firstTitle = await cardTitle(first);
    const secondTitle = await cardTitle(second);
    await first.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("alert").filter({ hasText: "Added to cart" }).first().waitFor();
    await second.getByRole("button", { name: "Add to cart" }).click();
    await cartLink(page, 2).waitFor();
    await cartLink(page, 2).click();
    await page.waitForURL("**/cart");

    const quantity = page.getByLabel(`Quantity of ${firstTitle}`);
    await quantity.fill("0");
    await quantity.press("Enter");
    await cartLink(page, 1).waitFor();
    await page.getByLabel(`Quantity of ${firstTitle}`).waitFor({ state: "detached" });

    await page.getByRole("button", { name: `One fewer ${secondTitle}` }).click();
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    expect(await deviceCart(page)).toEqual({});
  });
});

describe("the cart follows the car being shopped for", () => {
  test.each([
    ["a visitor", false],
    ["a signed-in shopper", true],
  ])(
    "%s switching the car on /cart sees each line's fit answer change in place, without a reload",
    async (_who, signedIn) => {
      const page = b.page;
      if (signedIn) await signUp(page, "cart-car");
      await open(page, "/");
      await chooseVehicle(page, "2018", "Toyota", "Camry");
      await chooseVehicle(page, "2018", "Honda", "Civic");

      // Stopline's Quiet Stop front pads fit the Camry, not the Civic.
      await open(page, "/search?q=SL-5837DN");
      const pads = page.getByRole("main").getByRole("article").filter({ hasText: "Front — Quiet Stop" }).first();
      await pads.getByRole("button", { name: "Add to cart" }).click();
      await cartLink(page, 1).click();
      await page.waitForURL("**/cart");
      const lines = page.getByRole("region", { name: "Parts in your cart" });
      await lines.getByText("Part # SL-5837DN").waitFor();
      const warnings = lines.getByText(/^(Does not fit|Needs) your /);
      await lines.getByText("Does not fit your 2018 Honda Civic.").waitFor();
      // A mark that only a reload would take away.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await switchVehicle(page, "2018 Toyota Camry");
      // Until the Camry's answer is back the line says it is being checked, never the Civic's answer.
      await expect
        .poll(async () => [await warnings.count(), await page.getByText("Checking which parts fit").count()], {
          timeout: 10_000,
        })
        .toEqual([0, 0]);

      await switchVehicle(page, "2018 Honda Civic");
      await lines.getByText("Does not fit your 2018 Honda Civic.").waitFor();
      expect(await warnings.count()).toBe(1);
      expect(page.url()).toMatch(/\/cart$/);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    },
  );
});
