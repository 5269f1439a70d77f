import { fireEvent, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { Stars, starsMarkup } from "~/components/ui/stars";
import { fitFaceMarkup } from "./card-markup";
import { FitAnswer, fitFace } from "./fit-badge";
import { activeCamry, fitAnswer as answer, answeredCamry as answered, renderWithCar } from "./fit-test-setup";
import { type CardProduct, ProductCard, useCardSettings } from "./product-card";
import { StockState, stockState } from "./stock-state";

/**
 * A card's fixed part is markup built as a string (card-markup.ts). Each piece must read exactly as
 * the React component it stands for renders, so the card looks and reads the same as a product
 * page's answer, rating and stock; and every value in it is escaped.
 */

/** Markup as the browser reads it (the DOM writes `'` in text as it is, React as `&#x27;`). */
function parsed(markup: string): string {
  const element = document.createElement("div");
  element.innerHTML = markup;
  return element.innerHTML;
}

/** What FitAnswer renders, outside any page (its hooks read the active car and the shell). */
function reactAnswer(props: Parameters<typeof FitAnswer>[0]): string {
  const { container } = renderWithCar(<FitAnswer {...props} />);
  return container.innerHTML;
}

describe("the card's markup reads as React renders it", () => {
  test.each([
    ["fits, with its position", { universal: false, fit: answer({ position: "Front" }) }],
    ["doesn't fit", { universal: false, fit: answer({ state: "doesnt_fit" }) }],
    ["needs the engine", { universal: false, fit: answer({ state: "needs_config", question: "engine" }) }],
    ["needs the trim", { universal: false, fit: answer({ state: "needs_config", question: "trim" }) }],
    ["universal", { universal: true, fit: null }],
  ])("the fit answer: %s", (_, { universal, fit }) => {
    const face = fitFace({ universal, fit, vehicle: answered, activeId: activeCamry.id });
    expect(parsed(fitFaceMarkup(face))).toBe(reactAnswer({ universal, fit, vehicle: answered }));
  });

  test("'Check fit' is the same button, marked for the card to hear its click", () => {
    const face = fitFace({ universal: false, fit: null, vehicle: null, activeId: undefined });
    expect(parsed(fitFaceMarkup(face))).toBe(
      reactAnswer({ universal: false, fit: null, vehicle: null }).replace('">', '" data-check-fit="">'),
    );
  });

  test.each([
    [4.8, 59],
    [3.3, 1_234],
    [0, 0],
  ])("the rating %s from %s reviews", (rating, count) => {
    expect(starsMarkup(rating, count)).toBe(renderToStaticMarkup(<Stars rating={rating} count={count} />));
  });

  test.each([0, 3, 40])("the stock of %s", (qty) => {
    const { className, text } = stockState(qty);
    expect(renderToStaticMarkup(<StockState qty={qty} />)).toBe(`<span class="${className}">${text}</span>`);
  });
});

const part: CardProduct = {
  id: 7,
  path: "/brakes/brake-pads/pad-7",
  title: `Pad <img src=x onerror="alert(1)"> & "Co"`,
  brand: { name: "Stop<b>line</b>" },
  price: 40,
  shipping: 4.99,
  rating: 4.5,
  review_count: 12,
  qty: 3,
  image_url: null,
  universal: false,
  fit: null,
  promotion: { id: 9, label: "15% off brakes", kind: "percent", value: 15, min_subtotal: null, ends_at: null },
};

/** A card as its list renders it: the list reads the settings every card answers with. */
function Card(props: Omit<Parameters<typeof ProductCard>[0], "settings">) {
  return <ProductCard {...props} settings={useCardSettings()} />;
}

describe("a card", () => {
  afterEach(() => {
    window.dataLayer = [];
  });

  test("its title and brand are text, never markup", () => {
    const { container } = renderWithCar(<Card product={part} vehicle={null} />);
    expect(screen.getByRole("link", { name: part.title })).toBeDefined();
    expect(screen.getByText("Stop<b>line</b>")).toBeDefined();
    expect(container.querySelector("h3 img, b")).toBeNull();
  });

  test("shows its price, stock and shipping, and 'Check fit' opens the picker on this page", () => {
    const { shell } = renderWithCar(<Card product={part} vehicle={null} />, null);
    expect(screen.getByText("$40.00")).toBeDefined();
    expect(screen.getByText("Only 3 left")).toBeDefined();
    expect(screen.getByText("Shipping $4.99 · free from $99")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Check fit" }));
    expect(shell.openVehiclePicker).toHaveBeenCalledWith({ stayOnPage: true });
  });

  test("opening a promoted card by its title reports the promotion; its price does not", () => {
    renderWithCar(<Card product={part} vehicle={answered} />);
    fireEvent.click(screen.getByText("$40.00"));
    expect(window.dataLayer ?? []).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: part.title }));
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "select_promotion",
      ecommerce: { promotion_id: "9", items: [{ item_id: "7" }] },
    });
  });

  test("on a car's list it names the car, says whose it is, and counts the owners who confirmed it", () => {
    renderWithCar(
      <Card product={{ ...part, fit: answer({ position: "Front" }), fit_confirmations: 2 }} vehicle={answered} />,
    );
    expect(screen.getByText("Fits your 2018 Toyota Camry · Front")).toBeDefined();
    expect(screen.getByText("Confirmed to fit by 2 owners")).toBeDefined();
  });
});
