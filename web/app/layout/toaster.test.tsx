import { act, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { toast } from "~/lib/toasts";
import { Toaster } from "./toaster";

test("a toast asked for before react-toastify is here shows once, when the container mounts with it", async () => {
  render(<Toaster />);
  // Nothing of the library is on the page until a toast is wanted.
  expect(document.querySelector(".Toastify")).toBeNull();
  let id: string | number = "";
  act(() => {
    id = toast.success("Car added");
    toast.success("Car added", { toastId: id });
  });
  expect(toast.isActive(id)).toBe(true);
  expect(await screen.findByText("Car added")).toBeTruthy();
  expect(screen.getAllByText("Car added")).toHaveLength(1);
  act(() => toast.dismiss(id));
});
