import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ReviewText, reviewParagraphs } from "./review-text";

describe("a review's text", () => {
  test("is shown as written: script and markup stay words, and an address is not a link", () => {
    const { container } = render(
      <ReviewText
        text={'<script>alert("x")</script> <b>bold</b> <a href="https://spam.example">deal</a> www.spam.example'}
      />,
    );
    expect(container.querySelector("script, b, a")).toBeNull();
    expect(container.textContent).toBe(
      '<script>alert("x")</script> <b>bold</b> <a href="https://spam.example">deal</a> www.spam.example',
    );
  });

  test("a blank line starts a paragraph; a single line break stays inside it", () => {
    expect(reviewParagraphs("Fit well.\r\nQuiet too.\n\n\n  Six months on: fine.  \n \n")).toEqual([
      "Fit well.\nQuiet too.",
      "Six months on: fine.",
    ]);
    const { container } = render(<ReviewText text={"One.\n\nTwo."} />);
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["One.", "Two."]);
  });
});
