import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, testPassword } from "../support/accounts.ts";
import { api, paidOrderThroughApi } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";

/**
 * A buyer's part arrives, they say it fit their Camry and review it; the product page
 * then says so to the next Camry owner.
 */
const b = useBrowser({ viewport: { width: 1280, height: 900 } });
const CAMRY = "toyota-camry-2018";

interface ProductFit {
  confirmed: number;
  did_not_fit: { total: number };
}
interface ReviewList {
  summary: { rating: number; count: number; histogram: Array<{ stars: number; count: number }> };
}

/** A part on the Camry's page that no Camry owner has answered "Did it fit?" for yet. */
async function unansweredCamryPart() {
  const listing = await api<{
    products: Array<{ id: number; slug: string; path: string; title: string; qty: number }>;
  }>("/api/filter", {
    method: "POST",
    body: {
      slug: `${CAMRY}-accessories`,
      "SORT BY": "featured",
      TYPE: [],
      FITMENT: [],
      RATING: null,
      BRAND: [],
      page: 1,
      vehicle: null,
    },
  });
  for (const product of listing.products.filter((p) => p.qty > 5)) {
    const fit = await api<ProductFit>(`/api/products/${product.slug}/fit-answers?vehicle=${CAMRY}`);
    if (fit.confirmed === 0 && fit.did_not_fit.total === 0) return product;
  }
  throw new Error("every part on the Camry's first page already has fit answers for it");
}

describe("reviews and Did it fit?", () => {
  test("a buyer says the part fit their Camry and reviews it: the product page shows a verified review, the new figures and the confirmation", async () => {
    const page = b.page;
    const part = await unansweredCamryPart();
    const buyer = await paidOrderThroughApi({ productId: part.id, vehicle: CAMRY, password: testPassword });
    const order = await api<{ vehicle: { id: number } }>(`/api/orders/${buyer.order.id}`, { token: buyer.token });
    // The Camry in the buyer's garage: their main car, so the shop's active vehicle.
    await api("/api/profile/garage", { method: "POST", token: buyer.token, body: { id: order.vehicle.id } });

    // The operator ships and completes the order.
    const { token: operator } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    await api(`/api/admin/orders/${buyer.order.id}/ship`, {
      method: "POST",
      token: operator,
      body: { tracking_number: "1Z999AA10123456784", carrier: "UPS" },
    });
    await api(`/api/admin/orders/${buyer.order.id}/complete`, { method: "POST", token: operator, body: {} });

    // The figures before the review: the average is computed from the histogram's exact stars.
    const before = await api<ReviewList>(`/api/products/${part.slug}/reviews`);
    const starsBefore = before.summary.histogram.reduce((sum, row) => sum + row.stars * row.count, 0);
    const count = before.summary.count + 1;
    const average = (Math.round(((starsBefore + 4) / count) * 10) / 10).toFixed(1);

    // The buyer answers "Did it fit?" on the order page.
    await signIn(page, buyer.email, `/profile/orders/${buyer.order.id}`);
    const question = page.getByRole("region", { name: "Did it fit?" });
    await question.getByText("Did it fit your 2018 Toyota Camry?").waitFor();
    await question.getByRole("button", { name: "Yes" }).click();
    await question.getByText("Yes, it fit your 2018 Toyota Camry").waitFor();

    // The product page: the confirmation, and a 4★ review for their Camry.
    await page.goto(part.path);
    await page.getByText("Confirmed to fit by 1 owner of a 2018 Toyota Camry").waitFor();
    const reviews = page.getByRole("region", { name: "Reviews", exact: true });
    await reviews.getByRole("button", { name: "Write a review" }).click();
    // The stars are a radio group: by keyboard, 1 star then three steps right.
    await reviews.getByRole("radio", { name: "1 star: Poor" }).focus();
    await page.keyboard.press("Space");
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    expect(await reviews.getByRole("radio", { name: "4 stars: Very good" }).isChecked()).toBe(true);
    await reviews.getByLabel("Title").fill("Bolted straight on");
    const text = "Fitted it in an afternoon.\n\nNo noise after 500 miles.";
    await reviews.getByLabel("Your review").fill(text);
    await reviews.getByText(`${text.length} / 5,000`).waitFor();
    expect(await reviews.getByLabel("The car you fitted it to").inputValue()).toBe(String(order.vehicle.id));
    await reviews.getByRole("button", { name: "Publish review" }).click();

    const mine = reviews.getByRole("region", { name: "Your review" });
    await mine.getByText("Bolted straight on").waitFor();
    await mine.getByText("Verified purchase").waitFor();
    await mine.getByRole("link", { name: "2018 Toyota Camry" }).waitFor();
    await reviews
      .getByText(`Based on ${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`)
      .waitFor();
    await reviews.getByText(average, { exact: true }).waitFor();
    // The figures by the title too (the API computes them from the reviews).
    await page
      .getByRole("region", { name: "Buy" })
      .getByText(`(${count.toLocaleString("en-US")})`)
      .waitFor();
    await page.getByText("Confirmed to fit by 1 owner of a 2018 Toyota Camry").waitFor();
  });
});
