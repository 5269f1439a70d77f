import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import { toast } from "~/lib/toasts";
import { testUser } from "~/test-support/test-user";
import { ArticleActions } from "./article-actions";

type Reply = { status: number; body: unknown };

/** The API at the network boundary: answers by "METHOD path", records the bodies sent. */
function stubApi(routes: Record<string, (body: unknown) => Reply>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ key, body });
      const reply = routes[key]?.(body) ?? { status: 404, body: { message: `Not found: ${key}` } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

function Frame({ user }: { user: User | null }) {
  const summary = useMemo(() => (user ? accountSummary(user) : null), [user]);
  const state = useAccountState(summary);
  const location = useLocation();
  return (
    <AccountContext value={state}>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <ArticleActions articleId={3} likes={4} />
    </AccountContext>
  );
}

function renderActions(user: User | null) {
  const router = createMemoryRouter([{ path: "*", element: <Frame user={user} /> }], {
    initialEntries: ["/blog/winter-prep"],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const saved = (id: number) => ({ id, slug: `article-${id}`, title: `Article ${id}` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("article save and like", () => {
  test("save: POST /api/news/save for the shopper, 'Article saved', the button says Saved", async () => {
    const sent = stubApi({
      "POST /api/news/save": () => ({ status: 201, body: { message: "Article saved", saved: true } }),
    });
    const success = vi.spyOn(toast, "success");
    const user = renderActions(testUser());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Article saved"));
    expect(sent).toEqual([{ key: "POST /api/news/save", body: { user_id: 7, news_id: 3 } }]);
    expect(screen.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed")).toBe("true");
  });

  test("a saved article toggles off: DELETE /api/news/delete and 'Article removed'", async () => {
    const sent = stubApi({
      "DELETE /api/news/delete": () => ({ status: 200, body: { message: "Article removed", saved: false } }),
    });
    const success = vi.spyOn(toast, "success");
    const user = renderActions(testUser({ news: [saved(3)] }));
    await user.click(screen.getByRole("button", { name: "Saved" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Article removed"));
    expect(sent.map((s) => s.key)).toEqual(["DELETE /api/news/delete"]);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("aria-pressed")).toBe("false");
  });

  test("like: the count becomes the API's and the button stays liked", async () => {
    stubApi({ "POST /api/articles/like": () => ({ status: 200, body: { likes: 5, liked: true } }) });
    const user = renderActions(testUser());
    await user.click(screen.getByRole("button", { name: "Like this article, 4 likes" }));
    const liked = await screen.findByRole("button", { name: "You like this article, 5 likes" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(liked).toHaveProperty("disabled", true);
  });

  test("one like is '1 like', in the button's text and in its name", async () => {
    stubApi({ "POST /api/articles/like": () => ({ status: 200, body: { likes: 1, liked: true } }) });
    const user = renderActions(testUser());
    await user.click(screen.getByRole("button", { name: "Like this article, 4 likes" }));
    const liked = await screen.findByRole("button", { name: "You like this article, 1 like" });
    expect(liked.textContent).toBe("1 like");
  });

  test("a failure shows the API's message and changes nothing", async () => {
    stubApi({ "POST /api/news/save": () => ({ status: 404, body: { message: "Article not found" } }) });
    const error = vi.spyOn(toast, "error");
    const user = renderActions(testUser());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Article not found"));
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("aria-pressed")).toBe("false");
  });

  test.each(["Save", "Like this article, 4 likes"])(
    "a visitor pressing %s is sent to sign in and back",
    async (name) => {
      const sent = stubApi({});
      const user = renderActions(null);
      await user.click(screen.getByRole("button", { name }));
      await waitFor(() =>
        expect(screen.getByTestId("location").textContent).toBe("/login?redirect=%2Fblog%2Fwinter-prep"),
      );
      expect(sent).toEqual([]);
    },
  );
});
