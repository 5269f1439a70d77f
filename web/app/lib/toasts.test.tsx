import { act, render, screen, waitFor } from "@testing-library/react";
import { ToastContainer } from "react-toastify";
import { expect, test } from "vitest";
import { dismissErrorToasts, errorToast, refusalToast, successToast } from "./toasts";

const renderToasts = () => render(<ToastContainer autoClose={false} transition={undefined} />);

test("a success dismisses the error toast it answers (no stale 'Email or password is incorrect')", async () => {
  renderToasts();
  act(() => errorToast("Email or password is incorrect"));
  await screen.findByText("Email or password is incorrect");
  act(() => successToast("Profile updated"));
  await screen.findByText("Profile updated");
  await waitFor(() => expect(screen.queryByText("Email or password is incorrect")).toBeNull());
});

test("the same error twice is one toast", async () => {
  renderToasts();
  act(() => errorToast("Something went wrong"));
  await screen.findByText("Something went wrong");
  act(() => errorToast("Something went wrong"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText("Something went wrong")).toHaveLength(1);
  act(() => dismissErrorToasts());
});

test("a refusal a field already shows inline is not toasted again", async () => {
  renderToasts();
  act(() => refusalToast("Current password is incorrect", { odl_password: ["Current password is incorrect"] }));
  act(() => refusalToast("Check the card details", { number: ["Card number is too short"] }));
  await screen.findByText("Check the card details");
  expect(screen.queryByText("Current password is incorrect")).toBeNull();
  act(() => dismissErrorToasts());
});
