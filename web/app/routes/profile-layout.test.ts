// @vitest-environment node
import { afterEach, describe, expect, test, vi } from "vitest";
import { testUser } from "~/test-support/test-user";
import { shouldRevalidate } from "../root";
import { loader } from "./profile-layout";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

/** GET /api/profile at the network boundary. */
function stubProfile(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const load = (url: string, cookie = "pitstop_session=eq3KUSo4yZF6pWQShqt-F5M94Pfpu2yjSNEvbV2wCN0") =>
  loader({
    request: new Request(url, { headers: { cookie } }),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("the loader did not throw");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the personal area's layout (sign-in required)", () => {
  test("a signed-in shopper's user is read once, with the session as a bearer token", async () => {
    const fetchMock = stubProfile(200, testUser());
    const data = await load("http://shop.test/profile/garage");
    expect(data.user.profile.email).toBe("dana@example.com");
    expect(fetchMock).toHaveBeenCalledOnce();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer eq3KUSo4yZF6pWQShqt-F5M94Pfpu2yjSNEvbV2wCN0");
  });

  test("an ended session goes to /login?redirect=<the page>, and the dead cookie is cleared", async () => {
    stubProfile(401, { message: "Sign in to continue" });
    const response = await thrown(load("http://shop.test/profile/orders?page=2"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fprofile%2Forders%3Fpage%3D2");
    expect(response.headers.get("set-cookie")).toMatch(/^pitstop_session=;.*Max-Age=0/);
  });

  test("on client navigation the redirect names the page, not React Router's .data request", async () => {
    stubProfile(401, { message: "Sign in to continue" });
    const response = await thrown(load("http://shop.test/profile/wishlist.data?_routes=routes%2Fprofile-layout"));
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fprofile%2Fwishlist");
  });

  test("another failure is an error page, not a sign-in prompt", async () => {
    stubProfile(503, { message: "The shop is busy" });
    const response = await thrown(load("http://shop.test/profile"));
    expect(response.status).toBe(503);
  });
});

describe("the page frame's data (header account summary)", () => {
  const at = (href: string) => new URL(href, "http://shop.test");
  const args = (current: string, next: string, formMethod?: "POST") =>
    ({
      currentUrl: at(current),
      nextUrl: at(next),
      formMethod,
      defaultShouldRevalidate: true,
    }) as Parameters<typeof shouldRevalidate>[0];

  test("is read again after a form (sign-in, sign-out) and after an account change revalidates the page", () => {
    expect(shouldRevalidate(args("/login", "/profile", "POST"))).toBe(true);
    expect(shouldRevalidate(args("/profile/garage", "/profile/garage"))).toBe(true);
  });

  test("is not read again on every click to another page", () => {
    expect(shouldRevalidate(args("/profile", "/profile/garage"))).toBe(false);
    expect(shouldRevalidate(args("/brakes", "/brakes?sort=price"))).toBe(false);
  });
});
