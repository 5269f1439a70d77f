import { useSyncExternalStore } from "react";

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
 * A time the shopper reads in their own zone. The server does not know that zone, so it renders
 * UTC (labelled as such) and the browser, once hydrated, renders the local time: the HTML and the
 * first client render agree, so there is no hydration mismatch.
 */
export function LocalTime({ iso, style = "dateTime" }: { iso: string; style?: "date" | "dateTime" }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatInstant(iso, style, hydrated ? undefined : "UTC")}</time>;
}
