import { CategoryListSchema } from "@pitstop/contract/catalogue";
import { NewsListSchema } from "@pitstop/contract/news";
import { ShippingRuleSchema, ShopContactSchema, SocialLinksSchema } from "@pitstop/contract/settings";
import { Suspense, useMemo, useState } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { LATEST_NEWS_PATH } from "~/features/news/latest-news";
import { usePlainLinkNavigation } from "~/lib/plain-links";
import type { Route } from "./+types/root";
import "./app.css";
import { readSessionToken } from "../server/session-cookie.ts";
import { colorModeBootScript } from "./features/theme/color-mode-store";
import { AccountMenu } from "./layout/account-menu";
import { AccountSync } from "./layout/account-sync";
import { Footer } from "./layout/footer";
import { LazyGarageModal as GarageModal, LazyVehiclePickerHost as VehiclePickerHost } from "./layout/frame-dialogs";
import { Header } from "./layout/header";
import { Toaster } from "./layout/toaster";
import { useRehydrateDeviceStores } from "./layout/use-hydrated-stores";
import { AccountContext, useAccountState } from "./lib/account/account-context";
import { accountSummary } from "./lib/account/account-summary";
import { activeVehicleFor } from "./lib/active-vehicle/active-vehicle.server";
import { ActiveVehicleProvider } from "./lib/active-vehicle/active-vehicle-provider";
import { gtmContainerId } from "./lib/analytics.server";
import { apiFor } from "./lib/api.server";
import { useBuildFreshness } from "./lib/build-freshness";
import { useFrameData } from "./lib/frame-data";
import { GoogleTagManager } from "./lib/google-tag-manager";
import { jsonData } from "./lib/json-data";
import { useOpenedOnce } from "./lib/lazy";
import { useNonce } from "./lib/nonce";
import { profileFor } from "./lib/profile.server";
import { ShellContext } from "./lib/shell-context";
import { ServerTimeZone, timeZoneBootScript, timeZoneFromCookie } from "./lib/time-zone";
import { useLinkGuard, useSafeNavigate } from "./lib/use-safe-navigate";
import { zodJitlessBootScript } from "./lib/zod-jitless";

export async function loader({ request }: Route.LoaderArgs) {
  const api = apiFor(request);
  const signedInCookie = readSessionToken(request.headers.get("cookie")) !== undefined;
  const [social, contact, shippingRule, categories, latestNews, account, activeVehicle] = await Promise.all([
    api.getPublic("/api/social_links", SocialLinksSchema),
    api.getPublic("/api/shop/contact", ShopContactSchema),
    api.getPublic("/api/shop/shipping", ShippingRuleSchema),
    api.getPublic("/api/categories", CategoryListSchema),
    api.getPublic(LATEST_NEWS_PATH, NewsListSchema),
    signedInCookie ? profileFor(request) : null,
    activeVehicleFor(request),
    // The avatar menu's code, so that the server renders it at once for a signed-in shopper.
    signedInCookie ? AccountMenu.preload() : null,
  ]);
  // Signed in means the session is valid, not merely that a cookie exists. The header
  // gets only the little it shows (avatar, miles, badges, garage), not the whole user.
  const signedIn = account?.ok === true;
  return jsonData({
    social,
    contact,
    shippingRule,
    // The header and the home page show a category's name and count; its description is not sent.
    categories: categories.map(({ slug, name, product_count }) => ({ slug, name, product_count })),
    // The footer links the latest articles by title: their excerpts and covers are not sent.
    latestNews: latestNews.map(({ id, slug, title }) => ({ id, slug, title })),
    signedIn,
    account: account?.ok === true ? accountSummary(account.data) : null,
    activeVehicle,
    gtmId: gtmContainerId,
    // The shopper's zone, once their browser has told it: the server renders times in it.
    timeZone: timeZoneFromCookie(request.headers.get("cookie")),
  });
}

// The frame's data changes rarely: refetch it after a form submission (sign-in, sign-out) or an
// explicit revalidation (an account change made from the browser), not on every client navigation.
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) {
  if (formMethod) return defaultShouldRevalidate;
  // useRevalidator().revalidate() (and a link to the page one is on) reload the same URL.
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useFrameData();
  const location = useLocation();
  const [garageOpen, setGarageOpen] = useState(false);
  const [picker, setPicker] = useState<{ open: boolean; stayOnPage: boolean }>({ open: false, stayOnPage: false });
  const garageOpened = useOpenedOnce(garageOpen);
  const pickerOpened = useOpenedOnce(picker.open);
  const accountState = useAccountState(data?.account ?? null);
  const shell = useMemo(
    () => ({
      openGarage: () => setGarageOpen(true),
      openVehiclePicker: (options?: { stayOnPage?: boolean }) =>
        setPicker({ open: true, stayOnPage: options?.stayOnPage ?? false }),
      addVehicleToGarage: () => {
        setGarageOpen(false);
        setPicker({ open: true, stayOnPage: true });
      },
    }),
    [],
  );
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f97316" />
        {/* Before any paint: pick the colour mode so dark-mode visitors never see a white flash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: colorModeBootScript }} />
        {/* Before any request the page makes: the shopper's time zone, so the server renders times in it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: timeZoneBootScript }} />
        {/* Before any module: zod must never eval under the CSP. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: zodJitlessBootScript }} />
        <GoogleTagManager containerId={data?.gtmId ?? null} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <ServerTimeZone value={data?.timeZone ?? "UTC"}>
          <AccountContext value={accountState}>
            <ActiveVehicleProvider rendered={data?.activeVehicle ?? null}>
              {/* An error render has no loader data: that is not a sign-out, so the device keeps its state. */}
              {data && <AccountSync signedIn={accountState.account !== null} />}
              <Header
                decorated={location.pathname !== "/"}
                categories={data?.categories ?? []}
                onOpenGarage={shell.openGarage}
                onSelectVehicle={() => shell.openVehiclePicker()}
              />
              <main id="main" className="flex-1">
                <ShellContext value={shell}>{children}</ShellContext>
              </main>
              <Footer contact={data?.contact} social={data?.social} latestNews={data?.latestNews ?? []} />
              <Suspense fallback={null}>
                {garageOpened && (
                  <GarageModal
                    open={garageOpen}
                    onClose={() => setGarageOpen(false)}
                    onAddVehicle={shell.addVehicleToGarage}
                  />
                )}
                {pickerOpened && (
                  <VehiclePickerHost
                    open={picker.open}
                    stayOnPage={picker.stayOnPage}
                    onClose={() => setPicker((p) => ({ ...p, open: false }))}
                  />
                )}
              </Suspense>
            </ActiveVehicleProvider>
          </AccountContext>
        </ServerTimeZone>
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRehydrateDeviceStores();
  useBuildFreshness();
  useLinkGuard();
  usePlainLinkNavigation();
  return <Outlet />;
}

export function meta() {
  return [
    { title: "Pitstop — car parts and accessories that fit" },
    {
      name: "description",
      content:
        "Shop brakes, filters, oils, batteries, tires and more — checked against your car's year, make and model.",
    },
  ];
}

/** The "Back in a moment" page says when to come back (docs/decisions/013); other pages keep their headers. */
export const headers: Route.HeadersFunction = ({ errorHeaders, parentHeaders }) => {
  const retryAfter = errorHeaders?.get("retry-after");
  return retryAfter ? { "retry-after": retryAfter } : parentHeaders;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useRehydrateDeviceStores();
  const navigate = useSafeNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 503) return <ShopUnavailable />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand-500">{notFound ? "404" : "Error"}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {notFound ? "Oops! Page not found 😔" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {notFound
          ? "The page you were looking for doesn't exist or has moved."
          : "We couldn't load this page. Please try again in a moment."}
      </p>
      {notFound && typeof error.data === "string" && (
        <p className="mt-2 font-mono text-xs text-slate-500 dark:text-slate-500">{error.data}</p>
      )}
      <button
        type="button"
        onClick={() => navigate("/", { replace: true })}
        className="mt-8 rounded-xl bg-brand-500 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Go to home page
      </button>
    </section>
  );
}

/** The API or its database is away for a moment (docs/decisions/013): say so, and offer to try again. */
function ShopUnavailable() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-5xl font-black text-brand-500">Back in a moment</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">We're getting back on the road</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The shop is briefly unavailable. Your cart and garage are safe. Please try again in a few seconds.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-xl bg-brand-500 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Try again
      </button>
    </section>
  );
}
