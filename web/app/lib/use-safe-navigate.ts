import { useCallback, useEffect } from "react";
import { type NavigateOptions, useNavigate } from "react-router";
import { safeInternalPath } from "./safe-url";

/**
 * Programmatic navigation goes only to same-site paths; an external URL or a blob:,
 * data:, javascript: or vbscript: target is refused (and reported as false).
 */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (target: string, options?: NavigateOptions): boolean => {
      const path = safeInternalPath(target, window.location.origin);
      if (path === null) {
        console.warn(`Navigation refused: ${target}`);
        return false;
      }
      void navigate(path, options);
      return true;
    },
    [navigate],
  );
}

const DANGEROUS_HREF = /^\s*(javascript|vbscript|data|blob):/i;

/** Refuses clicks on any link whose target is a script, data or blob URL, wherever it came from. */
export function isRefusedHref(href: string | null): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
  return href !== null && DANGEROUS_HREF.test(href.replace(/[\u0000-\u001f\u007f]/g, ""));
}

export function useLinkGuard() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (anchor && isRefusedHref(anchor.getAttribute("href"))) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
