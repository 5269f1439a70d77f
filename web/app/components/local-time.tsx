import { useContext, useSyncExternalStore } from "react";
import { ServerTimeZone } from "~/lib/time-zone";

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * An instant as the shopper reads it: in `timeZone`, or the browser's own zone when none is given.
 * `dateTime` adds the time and the zone's short name ('Nov 24, 2026, 8:40 PM EST').
 */
export function formatInstant(iso: string, style: "date" | "dateTime", timeZone?: string): string {
  const options = { ...(style === "date" ? DATE : DATE_TIME), ...(timeZone ? { timeZone } : {}) };
  return new Intl.DateTimeFormat("en-US", options).format(new Date(iso));
}

const noSubscription = () => () => {};
/** False while the server renders and while the browser hydrates that HTML; true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A time the shopper reads in their own zone. The server renders it in the zone the browser told
 * it (lib/time-zone.ts; UTC, labelled as such, on a first visit), the browser hydrates that same
 * text — so there is no hydration mismatch — and then renders it in its own zone.
 */
export function LocalTime({ iso, style = "dateTime" }: { iso: string; style?: "date" | "dateTime" }) {
  const hydrated = useHydrated();
  const serverZone = useContext(ServerTimeZone);
  return <time dateTime={iso}>{formatInstant(iso, style, hydrated ? undefined : serverZone)}</time>;
}
