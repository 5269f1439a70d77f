import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";
import { afterEach, describe, expect, test } from "vitest";
import { dismissErrorToasts } from "~/lib/toasts";
import { AuthForm } from "./auth-form";
import { GSI_SCRIPT } from "./google-sign-in";

afterEach(() => {
  for (const script of document.querySelectorAll(`script[src="${GSI_SCRIPT}"]`)) script.remove();
});

function renderForm(
  mode: "login" | "sign-up",
  googleClientId: string | null,
  { redirectTo = "/cart", email = null }: { redirectTo?: string; email?: string | null } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <AuthForm
            mode={mode}
            actionData={undefined}
            redirectTo={redirectTo}
            googleClientId={googleClientId}
            email={email}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("the sign-in form", () => {
  test("offers a way back in for a forgotten password", () => {
    renderForm("login", null);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/reset-password");
  });

  test("sign-up has no forgotten-password link and keeps the redirect when switching pages", () => {
    renderForm("sign-up", null);
    expect(screen.queryByRole("link", { name: "Forgot password?" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?redirect=%2Fcart");
  });

  test("without a Google client id nothing of Google is loaded", () => {
    renderForm("login", null);
    expect(document.querySelector(`script[src="${GSI_SCRIPT}"]`)).toBeNull();
    expect(screen.queryByText("or with your email")).toBeNull();
  });

  test("with a client id Google's script is loaded for the button", () => {
    renderForm("login", "123.apps.googleusercontent.com");
    expect(document.querySelector(`script[src="${GSI_SCRIPT}"]`)).not.toBeNull();
    expect(screen.getByText("or with your email")).toBeTruthy();
  });
});

describe("buying without an account", () => {
  test("sign-in on the way to checkout offers the guest checkout; elsewhere it does not", () => {
    renderForm("login", null, { redirectTo: "/checkout" });
    expect(screen.getByRole("link", { name: "Check out as a guest" }).getAttribute("href")).toBe("/checkout/guest");
    expect(screen.getByRole("link", { name: "Find my order" }).getAttribute("href")).toBe("/orders/find");
  });

  test("sign-in elsewhere has no guest checkout, but still finds a guest's order", () => {
    renderForm("login", null, { redirectTo: "/profile" });
    expect(screen.queryByRole("link", { name: "Check out as a guest" })).toBeNull();
    expect(screen.getByRole("link", { name: "Find my order" })).toBeTruthy();
  });

  test("sign-up starts with the email from an order's link, and only the email", () => {
    renderForm("sign-up", null, { email: "gail@example.com" });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("gail@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("link", { name: "Check out as a guest" })).toBeNull();
  });
});

describe("errors on the sign-in form", () => {
  afterEach(() => dismissErrorToasts());

  test("a refused sign-in says so once, in the error toast, not inline as well", async () => {
    const error = "Email or password is incorrect";
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <AuthForm
              mode="login"
              actionData={{ error, email: "a@b.example" }}
              redirectTo={null}
              googleClientId={null}
            />
            <ToastContainer autoClose={false} />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText(error);
    expect(screen.getAllByText(error)).toHaveLength(1);
  });
});

test("arriving from deleting the account, the sign-in page says plainly that the deletion succeeded", () => {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <AuthForm mode="login" actionData={undefined} redirectTo={null} googleClientId={null} accountDeleted />,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(screen.getByRole("status").textContent).toContain("Your account has been deleted and you are signed out.");
});
