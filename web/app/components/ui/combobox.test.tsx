import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import { setUpListboxLayout } from "~/components/ui/listbox-layout.test-setup";
import { Combobox } from "./combobox";

setUpListboxLayout();

const MAKES = [{ make: "Honda" }, { make: "Toyota" }];
const text = (m: { make: string }) => m.make;

function Harness() {
  const [value, setValue] = useState<{ make: string } | null>(null);
  return (
    <>
      <Combobox label="Make" items={MAKES} displayValue={text} value={value} onChange={setValue} />
      <input aria-label="Next field" />
    </>
  );
}

describe("Combobox", () => {
  test("a click in the field opens the list; focus alone (Tab) does not", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Make" })).toBe(document.activeElement);
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Make" }));
    expect(await screen.findByRole("option", { name: "Toyota" })).toBeDefined();
  });

  test("after a choice the list stays closed while the field keeps focus, and the next field takes typing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const make = screen.getByRole("combobox", { name: "Make" });
    await user.click(make);
    await user.type(make, "to");
    await user.click(await screen.findByRole("option", { name: "Toyota" }));
    await waitFor(() => expect((make as HTMLInputElement).value).toBe("Toyota"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Next field" }), "Camry");
    expect((screen.getByRole("textbox", { name: "Next field" }) as HTMLInputElement).value).toBe("Camry");
    expect((make as HTMLInputElement).value).toBe("Toyota");
  });
});
