import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Addresses the storefront's router never renders: files, the API, the build's descriptor. */
const NOT_PAGES = /^\/(api|assets|build)\//;

/**
 * The page a plain click on `anchor` should open in the app, or null when the browser should have it:
 * a modified or non-primary click, another window or a download, another origin, a file, or an
 * anchor that asked for a full load (`data-reload`).
 */
export function inAppTarget(
  anchor: HTMLAnchorElement,
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  origin: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.hasAttribute("data-reload") || anchor.getAttribute("aria-disabled") === "true") return null;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Plain `<a href>` links of the pages every visitor sees most — product cards, facets, the
 * frame's navigation — navigate inside the app like a router `<Link>`, through this one listener
 * on the document, instead of each link running the router's hooks while the server renders it
 * (a listing has a hundred; docs/decisions/016). Handlers of the link itself run first, and one
 * that prevents the default keeps the click.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = inAppTarget(anchor, event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { preventScrollReset: anchor.hasAttribute("data-keep-scroll") });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
