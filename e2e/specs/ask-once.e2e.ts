import { describe, expect, test } from "vitest";
import { open, useBrowser } from "../support/browser.ts";
import { chooseVehicle, settled } from "../support/vehicles.ts";

/**
 * A list asks its car's engine once (docs/decisions/028), at its top, with what each choice lists; its cards
 * say only "Needs engine". Category pages list what fits the active car, with one switch to show all.
 */
const b = useBrowser();

const main = () => b.page.getByRole("main");
const cards = () => main().getByRole("article");
const cardTexts = () => cards().evaluateAll((els) => els.map((e) => e.textContent ?? ""));
const engineQuestion = () => main().getByRole("region", { name: /^Which engine does/ });
const activeName = () => b.page.getByRole("banner").getByTestId("active-vehicle-name").first();
/** The list's count above the cards: "25 parts", "25 parts · page 1 of 2". */
const listCount = async () => {
  const text = await main()
    .getByText(/^[\d,]+\+? parts?( · page \d+ of \d+)?$|^No parts$/)
    .first()
    .textContent();
  return Number((text ?? "").replace(/ ·.*$/, "").replace(/[^\d]/g, "") || "0");
};

async function shopForCamry() {
  await open(b.page, "/");
  await chooseVehicle(b.page, "2018", "Toyota", "Camry");
}

describe("ask once", () => {
  test("a Camry page without an engine asks it once, above the list; no card asks it again", async () => {
    await shopForCamry();
    await open(b.page, "/toyota-camry-2018-accessories/filters/oil-filters");
    const question = main().getByRole("region", { name: "Which engine does your 2018 Toyota Camry have?" });
    await question.waitFor();
    expect(await engineQuestion().count()).toBe(1);
    expect(await question.getByRole("button").count()).toBeGreaterThan(1);
    // The cards carry a compact badge, not the engine's buttons; the sidebar does not ask it either.
    expect(
      await cards()
        .getByRole("button", { name: /Choose engine/ })
        .count(),
    ).toBe(0);
    expect((await cardTexts()).some((t) => t.includes("Needs engine"))).toBe(true);
    const sidebar = b.page.getByRole("complementary", { name: "Filters" });
    expect(await sidebar.getByText(/engine/i).count()).toBe(0);
  });

  test("choosing an engine in the question saves it on the car, and the list holds what it said", async () => {
    await shopForCamry();
    await open(b.page, "/toyota-camry-2018-accessories/filters/oil-filters");
    const choice = engineQuestion().getByRole("button", { name: /^2\.5L 4-cyl [\d,]+ parts?$/ });
    const label = (await choice.textContent()) ?? "";
    const promised = Number(label.replace(/^2\.5L 4-cyl /, "").replace(/[^\d]/g, ""));
    await choice.click();
    await expect.poll(() => activeName().textContent()).toBe("2018 Toyota Camry 2.5L 4-cyl");
    await settled(b.page);
    // The list is asked again for the car with its engine: the question goes once its answer is in.
    await expect.poll(() => engineQuestion().count()).toBe(0);
    await expect.poll(listCount).toBe(promised);
    const texts = await cardTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(
      texts.every((t) => t.includes("Fits your 2018 Toyota Camry 2.5L 4-cyl") || t.includes("Universal fit")),
    ).toBe(true);
  });

  test("search results ask at most once and no card asks", async () => {
    await shopForCamry();
    await open(b.page, "/search?q=oil%20filter");
    await cards().first().waitFor();
    expect(await engineQuestion().count()).toBeLessThanOrEqual(1);
    expect(
      await cards()
        .getByRole("button", { name: /Choose engine/ })
        .count(),
    ).toBe(0);
  });

  test("a category page lists what fits the active car, with the switch on; 'Show all' turns it off", async () => {
    await shopForCamry();
    await open(b.page, "/filters/oil-filters");
    const fitSwitch = main().getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry" });
    expect(await fitSwitch.getAttribute("aria-checked")).toBe("true");
    expect((await cardTexts()).some((t) => t.includes("Doesn't fit"))).toBe(false);
    const narrowed = await listCount();

    const showAll = main().getByRole("link", { name: /^Show all [\d,]+ oil filters$/ });
    const all = Number(((await showAll.textContent()) ?? "").replace(/[^\d]/g, ""));
    expect(all).toBeGreaterThan(narrowed);
    await showAll.click();
    await b.page.waitForURL(/[?&]fits=0/);
    await expect.poll(() => fitSwitch.getAttribute("aria-checked")).toBe("false");
    await expect.poll(listCount).toBe(all);
    // (The facets' "Show all N brands" is another link: only the switch's is gone.)
    expect(
      await main()
        .getByRole("link", { name: /^Show all [\d,]+ oil filters$/ })
        .count(),
    ).toBe(0);

    // The switch turns it back on.
    await fitSwitch.click();
    await b.page.waitForURL((url) => !url.search.includes("fits="));
    await expect.poll(() => fitSwitch.getAttribute("aria-checked")).toBe("true");
    await expect.poll(listCount).toBe(narrowed);
  });
});
