import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A failed chunk load reloads the page, at most once in 10 s so it cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
/** The build check repeats every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const RELOADED_AT_KEY = "pitstop-chunk-reload-at";

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

export function useBuildFreshness() {
  const stale = useRef(false);
  const location = useLocation();

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || null;
      if (!shouldReloadAfterChunkError(last, Date.now())) return;
      event.preventDefault();
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);

    const running = window.__reactRouterManifest?.version;
    const check = async () => {
      try {
        const res = await fetch(`/build/latest.json?t=${Date.now()}`, { cache: "no-store" });
        if (!res.ok) return;
        const latest = (await res.json()) as { version?: string };
        if (running && latest.version && latest.version !== running) stale.current = true;
      } catch {
        // Offline or mid-deploy: try again at the next interval.
      }
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.clearInterval(timer);
    };
  }, []);

  // A newer build is deployed: the next navigation loads it in full instead of mixing versions.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design
  useEffect(() => {
    if (stale.current) window.location.reload();
  }, [location.key]);
}
