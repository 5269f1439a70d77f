import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CarFront, FolderOpen, Package, Search, Tag } from "lucide-react";
import { Fragment, type RefObject, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SearchLabel, searchInput } from "./search-box-face";
import { type Suggestion, toSuggestions, useSearchAnswer } from "./search-suggestions";

const ICON = { search: Search, vehicle: CarFront, category: FolderOpen, brand: Tag, product: Package };

type SearchComboboxProps = {
  id: string;
  query: string;
  setQuery: (query: string) => void;
  /** Searches for the text as typed. */
  onSearch: () => void;
  onChoose: (suggestion: Suggestion) => void;
  /** It takes over a field that has the focus… */
  focusOnMount: boolean;
  /** …and that the shopper has typed in: its suggestions show at once. */
  openOnMount: boolean;
};

/** How the next page's combobox starts: focused or not, open or not. */
type Start = { focus: boolean; open: boolean };

/**
 * The header search's suggestions list (Headless UI's Combobox), loaded when the search field is
 * first focused; it takes over the field with what was typed so far, and the focus.
 *
 * Each page gets a combobox of its own: Headless UI 2.2 keeps whether its list is open
 * to itself — no `open` prop, no way to close it from outside — and closes it on Enter, Escape, a
 * choice, a click outside or when the field loses focus, but not when the page changes under a
 * focused field (the back button, Alt+←). A new combobox starts closed and keeps the focus the
 * last one had.
 */
export function SearchCombobox({ focusOnMount, openOnMount, ...props }: SearchComboboxProps) {
  const { key: page } = useLocation();
  const start = useRef<Start>({ focus: focusOnMount, open: openOnMount });
  return <PageSearchCombobox key={page} start={start} {...props} />;
}

function PageSearchCombobox({
  id,
  query,
  setQuery,
  onSearch,
  onChoose,
  start,
}: Omit<SearchComboboxProps, "focusOnMount" | "openOnMount"> & { start: RefObject<Start> }) {
  const input = useRef<HTMLInputElement>(null);
  // Open on focus only when it takes over a field already typed in; otherwise the list opens when
  // the shopper types (or presses ↓), so a results page's field stays closed until then.
  const [openOnFocus, setOpenOnFocus] = useState(start.current.open);
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    if (start.current.focus) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    if (start.current.open) setOpenOnFocus(false);
    start.current = { focus: false, open: false };
    // Runs while the field is still in the page, before the next page's combobox mounts.
    return () => {
      start.current.focus = document.activeElement === field;
    };
  }, [start]);
  return (
    <Combobox<Suggestion | null>
      immediate={openOnFocus}
      value={null}
      onChange={(s) => {
        if (s) onChoose(s);
      }}
    >
      {({ open, activeOption }) => (
        <>
          <SearchLabel id={id} />
          <ComboboxInput
            ref={input}
            {...searchInput(id, query, setQuery)}
            onKeyDown={(e) => {
              // Enter with no row highlighted (the list is empty, or the pointer left it): Headless
              // UI only closes the list; search for the text as typed too. With the list closed,
              // Enter submits the form, which does the same.
              if (e.key === "Enter" && open && !activeOption && !e.nativeEvent.isComposing) onSearch();
            }}
          />
          {/* Mounted only while open: an answer that comes after the list closed has nowhere to go. */}
          {open && <SuggestionOptions query={query} />}
        </>
      )}
    </Combobox>
  );
}

function SuggestionOptions({ query }: { query: string }) {
  const q = query.trim();
  const answer = useSearchAnswer(q);
  // The first row is always the text as typed now, whatever the answer was for.
  const suggestions = useMemo(() => toSuggestions(q, answer), [q, answer]);
  if (!q) return null;
  return (
    <ComboboxOptions
      anchor="bottom start"
      // Not modal: a list of suggestions is no dialog. A modal one makes the rest of the page inert
      // while it is open — the field's own label too, so the field loses its name — and stops it
      // scrolling.
      modal={false}
      className="z-50 mt-2 max-h-[70vh] w-[var(--input-width)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl empty:invisible dark:border-slate-700 dark:bg-slate-900"
    >
      {/* Rows of their own per text typed: Headless UI then highlights the first row again, so
          typing after moving through the rows makes Enter search the new text. */}
      <Fragment key={q}>
        {suggestions.map((s) => {
          const Icon = ICON[s.kind];
          return (
            <ComboboxOption
              key={s.key}
              value={s}
              className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800"
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-1 font-medium">{s.label}</span>
                {s.detail && <span className="text-xs text-slate-500">{s.detail}</span>}
              </span>
              {s.kind !== "search" && (
                <span className="text-[11px] tracking-wide text-slate-400 uppercase">{s.kind}</span>
              )}
            </ComboboxOption>
          );
        })}
      </Fragment>
    </ComboboxOptions>
  );
}
