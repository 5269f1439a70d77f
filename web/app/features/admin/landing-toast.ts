import { useEffect, useRef } from "react";
import { toast } from "~/lib/toasts";

/**
 * Says a success once when a page is landed on with `?{param}=1` (an editor's delete redirects to its
 * list so, a create to the new record's page), then takes the parameter out of the address so a reload does not say it again.
 */
export function useLandingToast(param: string, message: string | null) {
  const said = useRef(false);
  useEffect(() => {
    // null: the page cannot say it yet (an editor before its record is loaded).
    if (said.current || message === null) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(param) !== "1") return;
    said.current = true;
    toast.success(message);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [param, message]);
}
