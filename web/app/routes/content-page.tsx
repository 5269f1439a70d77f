import { ContentPageView } from "~/features/content/content-page-view";
import { findContentPage } from "~/features/content/content-pages.server";
import { requestPath } from "~/lib/request-path";
import { sharedPage } from "~/lib/shared-page";
import type { Route } from "./+types/content-page";

/** /about, /faq, /community, /reviews, /returns, /shipping, the policies and /single-news. */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestPath(request);
  const page = findContentPage(pathname.slice(1));
  if (!page) throw new Response(`Page Not Found: ${pathname}`, { status: 404 });
  return { page };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: `${data.page.title} · Pitstop` }, { name: "description", content: data.page.description }];
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

/** The same page for every visitor without a session shopping for the same vehicle. */
export const headers: Route.HeadersFunction = sharedPage;
