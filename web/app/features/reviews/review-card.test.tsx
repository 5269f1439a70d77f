import type { Review } from "@pitstop/contract/reviews";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type ReviewActionsContext, ReviewCard } from "./review-card";

const review: Review = {
  id: 12,
  author: "Megan C.",
  rating: 5,
  title: "Perfect fit",
  body: "Bolted straight onto my 2019 Camry, no modifications.",
  created_at: "2026-10-29T12:00:00Z",
  edited_at: null,
  vehicle: { id: 9957, slug: "toyota-camry-2019", name: "2019 Toyota Camry" },
  verified_purchase: true,
  helpful_count: 3,
};

function renderCard(context: ReviewActionsContext, node?: ReactNode) {
  const router = createMemoryRouter(
    [{ path: "*", element: node ?? <ReviewCard review={review} helpful={false} reported={false} context={context} /> }],
    { initialEntries: ["/brakes/brake-pads/pads"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a review in a product's list", () => {
  test("says who wrote it, for which car, and that they bought it here", () => {
    renderCard({ signInHref: null, ownId: null });
    expect(screen.getByText("Verified purchase")).toBeTruthy();
    expect(screen.getByRole("link", { name: "2019 Toyota Camry" }).getAttribute("href")).toBe(
      "/toyota-camry-2019-accessories",
    );
    expect(screen.getByText("Oct 29, 2026")).toBeTruthy();
  });

  test("a visitor's Helpful and Report lead to signing in", () => {
    renderCard({ signInHref: "/login?redirect=%2Fbrakes%2Fbrake-pads%2Fpads", ownId: null });
    expect(screen.getByRole("link", { name: "Helpful (3)" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fbrakes%2Fbrake-pads%2Fpads",
    );
    expect(screen.getByRole("link", { name: "Report" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Helpful/ })).toBeNull();
  });

  test("Helpful is a toggle showing the API's count", async () => {
    const fetch = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(JSON.stringify({ helpful: JSON.parse(String(init?.body)).helpful, helpful_count: 4 }), {
          status: 200,
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderCard({ signInHref: null, ownId: null });
    await userEvent.click(screen.getByRole("button", { name: "Helpful (3)" }));
    const pressed = await screen.findByRole("button", { name: "Helpful (4)" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/reviews/12/helpful");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ helpful: true });
  });

  test("no Helpful or Report on one's own review, and Reported once reported", () => {
    renderCard({ signInHref: null, ownId: 12 });
    expect(screen.queryByRole("button", { name: /Helpful/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });

  test("a review already reported says so instead of offering Report again", async () => {
    renderCard(
      { signInHref: null, ownId: null },
      <ReviewCard review={review} helpful reported context={{ signInHref: null, ownId: null }} />,
    );
    await waitFor(() => expect(screen.getByText("Reported")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    expect(screen.getByRole("button", { name: "Helpful (3)" }).getAttribute("aria-pressed")).toBe("true");
  });
});
