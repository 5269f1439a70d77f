import {
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Combobox as HeadlessCombobox,
  Label,
} from "@headlessui/react";
import { Check, ChevronDown, LoaderCircle } from "lucide-react";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { filterByPrefix } from "./combobox-filter";

export interface ComboboxProps<T> {
  /** The visible label; it is also the input's accessible name. */
  label: string;
  /**
   * The options. Keep the array stable (state or memo): a new array is new data, and the
   * selection resets when its data changes.
   */
  items: readonly T[];
  displayValue: (item: T) => string;
  value: T | null;
  onChange: (value: T | null) => void;
  disabled?: boolean;
  /** 50 px tall instead of 40 px, for the vehicle picker and other prominent forms. */
  big?: boolean;
  placeholder?: string;
  /** Shows a spinner in place of the chevron while the items are being fetched. */
  loading?: boolean;
}

/**
 * A searchable select over Headless UI's Combobox with a virtualised list (40 px rows, 12 rows of
 * overscan, about 15rem tall), so a list of hundreds of makes or models stays fast. Typing filters
 * by prefix, ignoring case and spaces; no match shows 'Nothing found.'.
 */
export function Combobox<T>({
  label,
  items,
  displayValue,
  value,
  onChange,
  disabled = false,
  big = false,
  placeholder,
  loading = false,
}: ComboboxProps<T>) {
  const [query, setQuery] = useState("");
  const filtered = useMemo(() => filterByPrefix(items, query, displayValue), [items, query, displayValue]);

  // The selection resets when the combobox's data changes.
  const resetSelection = useEffectEvent(() => {
    setQuery("");
    if (value !== null) onChange(null);
  });
  const shownItems = useRef(items);
  useEffect(() => {
    if (shownItems.current === items) return;
    shownItems.current = items;
    resetSelection();
  }, [items]);

  const nothingFound = query.trim() !== "" && filtered.length === 0;
  const button = useRef<HTMLButtonElement>(null);

  return (
    <Field disabled={disabled} className="w-full">
      <Label className="mb-1.5 block text-sm font-medium text-slate-700 data-disabled:text-slate-400 dark:text-slate-300 dark:data-disabled:text-slate-500">
        {label}
      </Label>
      <HeadlessCombobox
        value={value}
        onChange={onChange}
        virtual={{ options: filtered }}
        onClose={() => setQuery("")}
        disabled={disabled}
      >
        {({ open }) => (
          <>
            <div className="relative">
              <ComboboxInput
                // A click in the field opens the list, as a select does. Not Headless UI's `immediate`
                // (open on focus): focus comes back to the field after a choice, and with a virtual list
                // that could open it again over the next field.
                onClick={() => {
                  if (!open) button.current?.click();
                }}
                aria-busy={loading || undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={placeholder}
                displayValue={(item: T | null) => (item === null ? "" : displayValue(item))}
                onChange={(event) => setQuery(event.target.value)}
                className={cn(
                  "w-full rounded-xl border border-slate-300 bg-white pr-10 pl-3.5 text-slate-900 shadow-sm",
                  "placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/30 focus:outline-none",
                  "data-disabled:cursor-not-allowed data-disabled:border-slate-200 data-disabled:bg-slate-50 data-disabled:text-slate-400 data-disabled:shadow-none",
                  "dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500",
                  "dark:data-disabled:border-slate-800 dark:data-disabled:bg-slate-900 dark:data-disabled:text-slate-600",
                  big ? "h-[50px] text-base" : "h-10 text-sm",
                )}
              />
              <ComboboxButton
                ref={button}
                aria-label={`Show ${label.toLowerCase()} options`}
                className="group absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-slate-500 focus-visible:outline-offset-[-2px] data-disabled:text-slate-300 dark:text-slate-400 dark:data-disabled:text-slate-600"
              >
                {loading ? (
                  <LoaderCircle className="size-5 animate-spin text-brand-500" aria-hidden="true" />
                ) : (
                  <ChevronDown className="size-5 transition-transform group-data-open:rotate-180" aria-hidden="true" />
                )}
              </ComboboxButton>
              {nothingFound && (
                <div
                  role="status"
                  className="absolute inset-x-0 top-full z-10 mt-1 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-sm text-slate-500 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
                >
                  Nothing found.
                </div>
              )}
            </div>
            {filtered.length > 0 && (
              <ComboboxOptions
                anchor="bottom start"
                // Not modal: a modal list would hide everything else (the label too) from assistive
                // technology while it is open; a surrounding Dialog already traps focus and scrolling.
                modal={false}
                className={cn(
                  "z-[60] w-(--input-width) overflow-y-auto [--anchor-max-height:15rem] rounded-xl border border-slate-200 bg-white p-1 shadow-xl [--anchor-gap:4px]",
                  "dark:border-slate-700 dark:bg-slate-900",
                )}
              >
                {({ option }: { option: T }) => (
                  <ComboboxOption
                    value={option}
                    className="group flex h-10 w-full cursor-default items-center gap-2 rounded-lg px-3 text-sm text-slate-800 select-none data-focus:bg-brand-50 data-focus:text-brand-800 data-selected:font-semibold dark:text-slate-200 dark:data-focus:bg-brand-500/15 dark:data-focus:text-brand-200"
                  >
                    <span className="min-w-0 flex-1 truncate">{displayValue(option)}</span>
                    <Check className="invisible size-4 shrink-0 text-brand-600 group-data-selected:visible dark:text-brand-400" />
                  </ComboboxOption>
                )}
              </ComboboxOptions>
            )}
          </>
        )}
      </HeadlessCombobox>
    </Field>
  );
}
