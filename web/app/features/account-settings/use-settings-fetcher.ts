import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import { refusalToast, successToast } from "~/lib/toasts";
import { type SettingsResult, toastText } from "./settings-result";

/**
 * A fetcher for one settings form. When the action answers, its result is toasted once (success
 * or error; an error a field already shows is not repeated, a success clears the errors
 * before it) and `onSettled` runs, e.g. to reset or close the form.
 */
export function useSettingsFetcher(onSettled?: (result: SettingsResult) => void) {
  // No key: each form gets its own fetcher, so a form opened again starts without the old answer.
  const fetcher = useFetcher<SettingsResult>();
  const handled = useRef<SettingsResult | undefined>(undefined);
  const settle = useEffectEvent((result: SettingsResult) => {
    if (result.ok) successToast(toastText(result));
    else refusalToast(toastText(result), result.errors);
    onSettled?.(result);
  });
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    settle(result);
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  return { fetcher, busy, errors, result: fetcher.data };
}
