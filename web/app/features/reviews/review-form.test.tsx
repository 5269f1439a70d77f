import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { camry2018, civic2018 } from "~/test-support/test-user";
import { ReviewForm } from "./review-form";

const garage = [
  { ...civic2018, main: false },
  { ...camry2018, main: true },
];

function renderForm(onDone = vi.fn()) {
  render(<ReviewForm slug="brake-pads-x" garage={garage} existing={null} onDone={onDone} onCancel={vi.fn()} />);
  return onDone;
}

const apiAnswer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the review form", () => {
  test("says what is missing under each field and sends nothing", async () => {
    const fetch = apiAnswer(201, {});
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await userEvent.type(screen.getByLabelText("Your review"), "Too short");
    await userEvent.click(screen.getByRole("button", { name: "Publish review" }));
    expect(screen.getByText("Choose from 1 to 5 stars")).toBeTruthy();
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Review text is too short (20 characters at least)")).toBeTruthy();
    expect(screen.getByLabelText("Your review").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("counts the text as it is typed", async () => {
    renderForm();
    expect(screen.getByText("0 / 5,000")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Your review"), "Quiet pads, no dust.");
    expect(screen.getByText("20 / 5,000")).toBeTruthy();
  });

  test("the stars are a radio group, and the car is the garage's main car unless changed", async () => {
    renderForm();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    await userEvent.click(screen.getByRole("radio", { name: "4 stars: Very good" }));
    expect((screen.getByRole("radio", { name: "4 stars: Very good" }) as HTMLInputElement).checked).toBe(true);
    const car = screen.getByLabelText("The car you fitted it to") as HTMLSelectElement;
    expect(car.value).toBe(String(camry2018.id));
    expect([...car.options].map((o) => o.text)).toEqual(["2018 Honda Civic", "2018 Toyota Camry", "No particular car"]);
  });

  test("sends the review for the chosen car and closes", async () => {
    const fetch = apiAnswer(201, { id: 1 });
    vi.stubGlobal("fetch", fetch);
    const onDone = renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "4 stars: Very good" }));
    await userEvent.type(screen.getByLabelText("Title"), "Quiet and no dust");
    await userEvent.type(screen.getByLabelText("Your review"), "Fitted in an hour, no squeal after 2,000 miles.");
    await userEvent.click(screen.getByRole("button", { name: "Publish review" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/products/brake-pads-x/reviews");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      title: "Quiet and no dust",
      body: "Fitted in an hour, no squeal after 2,000 miles.",
      vehicle_id: camry2018.id,
    });
  });

  test("shows the API's field messages under their fields", async () => {
    vi.stubGlobal(
      "fetch",
      apiAnswer(400, {
        message: "Check the highlighted fields",
        errors: { vehicle_id: ["That car is not in your garage"] },
      }),
    );
    const onDone = renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "5 stars: Excellent" }));
    await userEvent.type(screen.getByLabelText("Title"), "Great");
    await userEvent.type(screen.getByLabelText("Your review"), "Exactly like the original part.");
    await userEvent.click(screen.getByRole("button", { name: "Publish review" }));
    expect(await screen.findByText("That car is not in your garage")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  test("an edit starts from the review and sends the changes to that review", async () => {
    const fetch = apiAnswer(200, { id: 77 });
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn();
    const existing = {
      id: 77,
      author: "Dana D.",
      rating: 3,
      title: "Fine",
      body: "Fitted well, a little noisy at first.",
      created_at: "2026-11-20T10:00:00Z",
      edited_at: null,
      vehicle: { id: civic2018.id, slug: civic2018.slug, name: "2018 Honda Civic" },
      verified_purchase: true,
      helpful_count: 2,
      status: "published" as const,
    };
    render(<ReviewForm slug="brake-pads-x" garage={garage} existing={existing} onDone={onDone} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Edit your review" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "3 stars: Good" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("The car you fitted it to") as HTMLSelectElement).value).toBe(String(civic2018.id));
    await userEvent.click(screen.getByRole("radio", { name: "2 stars: Fair" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/reviews/77");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toMatchObject({ rating: 2, vehicle_id: civic2018.id });
  });
});
