import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { RowsProgress } from "./file-import";

describe("an import's progress", () => {
  test("is a progress bar at the rows written, with the rows as words", () => {
    render(<RowsProgress label="Writing the fitment rows" done={12_400} total={50_000} />);
    const bar = screen.getByRole("progressbar", { name: "Writing the fitment rows" });
    expect(bar.getAttribute("aria-valuenow")).toBe("12400");
    expect(bar.getAttribute("aria-valuemax")).toBe("50000");
    expect(bar.getAttribute("aria-valuetext")).toBe("12,400 of 50,000 rows");
    expect(screen.getByText("12,400 of 50,000 rows")).toBeTruthy();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("24.8%");
  });

  test("never shows more rows than there are, nor a width for a total not known yet", () => {
    const { rerender } = render(<RowsProgress label="Writing" done={60} total={50} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    rerender(<RowsProgress label="Waiting to start" done={0} total={0} />);
    expect((screen.getByRole("progressbar").firstElementChild as HTMLElement).style.width).toBe("0%");
  });

  test("a file of one row says so in the singular", () => {
    render(<RowsProgress label="Writing" done={1} total={1} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("1 of 1 row");
  });
});
