import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  type ActionFunctionArgs,
  createMemoryRouter,
  type LoaderFunctionArgs,
  RouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { toast } from "~/lib/toasts";
import { type NewPasswordResult, type ResetLink, resetLinkFrom, setNewPassword } from "./mail-links.server";
import { NewPasswordForm } from "./new-password-form";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const LINK_TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE";

afterEach(() => vi.unstubAllGlobals());

function Page() {
  return (
    <NewPasswordForm link={useLoaderData() as ResetLink} result={useActionData() as NewPasswordResult | undefined} />
  );
}

/**
 * The page with its real loader and action; the API answers `apiReply`. A one-cookie jar plays the
 * browser: what the action sets is sent with the requests that follow.
 */
function renderPage(
  apiReply: () => Response,
  query = `?token=${LINK_TOKEN}&email=ada%40example.com`,
  checkReply = () => Response.json({ message: "This link works: choose a new password." }),
) {
  const calls: unknown[] = [];
  let cookie = "";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // The loader asks whether the link still works; `calls` are what the form sends.
      if (String(input).endsWith("/api/create-new-password/check")) return checkReply();
      calls.push(typeof init?.body === "string" ? JSON.parse(init.body) : undefined);
      return apiReply();
    }),
  );
  const withCookie = (request: Request) => {
    const headers = new Headers(request.headers);
    if (cookie) headers.set("cookie", cookie);
    return new Request(request, { headers });
  };
  const router = createMemoryRouter(
    [
      {
        path: "/create-new-password",
        loader: ({ request }: LoaderFunctionArgs) => resetLinkFrom(withCookie(request)),
        action: async ({ request }: ActionFunctionArgs) => {
          try {
            // What React Router does with `data()` on the server: the value reaches the page.
            return ((await setNewPassword(request)) as unknown as { data: NewPasswordResult }).data;
          } catch (thrown) {
            if (thrown instanceof Response) cookie = (thrown.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
            throw thrown;
          }
        },
        HydrateFallback: () => null,
        Component: Page,
      },
    ],
    { initialEntries: [`/create-new-password${query}`] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), calls, router };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Repeat password"), confirm);
  await user.click(screen.getByRole("button", { name: "Save the new password" }));
}

describe("/create-new-password", () => {
  test("two different passwords are caught in the browser and nothing is sent", async () => {
    const { user, calls } = renderPage(() => Response.json({}));
    await fill(user, "gearbox-Lantern-77", "gearbox-Lantern-78");
    expect(await screen.findByText("The two passwords do not match")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test("a new password shows that the visitor is signed in, with the way onward", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => 0);
    const { user, calls, router } = renderPage(() =>
      Response.json({ message: "Your password has been changed and you are signed in.", token: "t".repeat(43) }),
    );
    expect(await screen.findByText("ada@example.com")).toBeTruthy();
    await fill(user, "gearbox-Lantern-77", "gearbox-Lantern-77");
    expect(await screen.findByRole("heading", { name: "Password changed" })).toBeTruthy();
    expect(router.state.location.search).toBe("?changed=1");
    // The sign-in that follows revalidates the page; the outcome stays.
    await router.revalidate();
    expect(screen.getByRole("heading", { name: "Password changed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/profile");
    expect(calls).toEqual([{ token: LINK_TOKEN, email: "ada@example.com", password: "gearbox-Lantern-77" }]);
    expect(success).toHaveBeenCalledWith("Password updated", expect.anything());
  });

  test("a link already used says so as the page opens: no password form, a way to a new link", async () => {
    const message = "This password reset link has already been used. Ask for a new one if you still need it.";
    const { calls } = renderPage(
      () => Response.json({}),
      undefined,
      () => Response.json({ message, errors: { token: [message] } }, { status: 400 }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/reset-password");
    expect(calls).toEqual([]);
  });

  test("a link used meanwhile (after the page opened) shows the API's message in an error toast and offers a new link", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => 0);
    const message = "This password reset link has already been used. Ask for a new one if you still need it.";
    const { user } = renderPage(() => Response.json({ message, errors: { token: [message] } }, { status: 400 }));
    await fill(user, "gearbox-Lantern-77", "gearbox-Lantern-77");
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, expect.anything()));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/reset-password");
  });

  test("an incomplete link is said so before anyone types a password", async () => {
    renderPage(() => Response.json({}), "?email=ada%40example.com");
    expect(await screen.findByText(/This password reset link is incomplete/)).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});
