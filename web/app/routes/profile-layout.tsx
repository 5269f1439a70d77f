import { Outlet, redirect } from "react-router";
import { AccountAvatar } from "~/features/account/account-avatar";
import { AccountNav } from "~/features/account/account-nav";
import type { AccountLayoutData } from "~/features/account/use-account-user";
import { accountSummary } from "~/lib/account/account-summary";
import { profileFor } from "~/lib/profile.server";
import { requestPath } from "~/lib/request-path";
import { clearedSessionCookie } from "~/lib/session.server";
import type { Route } from "./+types/profile-layout";

/** The page the visitor asked for, without React Router's own `.data` suffix and query keys. */
function askedFor(request: Request): string {
  const search = new URL(request.url).searchParams;
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return `${requestPath(request)}${query ? `?${query}` : ""}`;
}

/**
 * Every page under /profile needs a signed-in user. The user is read once here; the pages
 * take it with useAccountUser(). An expired session is forgotten and the visitor sent to sign in,
 * coming back to the same page afterwards.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<AccountLayoutData> {
  const result = await profileFor(request);
  if (!result.ok && result.status === 401) {
    throw redirect(`/login?redirect=${encodeURIComponent(askedFor(request))}`, {
      headers: { "Set-Cookie": clearedSessionCookie(request) },
    });
  }
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return { user: result.data };
}

export function meta() {
  return [{ title: "Your account · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const summary = accountSummary(loaderData.user);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <aside className="mb-6 lg:mb-0">
          <div className="mb-4 hidden items-center gap-3 rounded-2xl border border-slate-200 p-3 lg:flex dark:border-slate-800">
            <AccountAvatar
              avatar={summary.avatar}
              initials={summary.initials}
              mile={summary.mile}
              maxMile={summary.maxMile}
            />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{summary.name}</p>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                {loaderData.user.profile.level_name} member
              </p>
            </div>
          </div>
          <div className="lg:sticky lg:top-6">
            <AccountNav
              counts={{ "/profile/orders": summary.unpaidOrderCount, "/profile/wishlist": summary.wishlistCount }}
            />
          </div>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
