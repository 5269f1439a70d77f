import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CarFront, FolderOpen, Package, Search, Tag } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { SearchLabel, type Suggestion, searchInput } from "./search-box";

const ICON = { search: Search, vehicle: CarFront, category: FolderOpen, brand: Tag, product: Package };

/**
 * The header search's suggestions list (Headless UI's Combobox), loaded when the search field is
 * first focused (issue 11); it takes over the field with what was typed so far, and the focus.
 */
export function SearchCombobox({
  id,
  query,
  setQuery,
  suggestions,
  onChoose,
  focusOnMount,
}: {
  id: string;
  query: string;
  setQuery: (query: string) => void;
  suggestions: Suggestion[];
  onChoose: (suggestion: Suggestion) => void;
  focusOnMount: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Once, when it takes over a field being typed in.
  const takeOver = useRef(focusOnMount);
  useLayoutEffect(() => {
    const element = input.current;
    if (!takeOver.current || !element) return;
    takeOver.current = false;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  });
  return (
    <Combobox<Suggestion | null>
      // Open on focus: when it takes over a field already typed in, its suggestions show at once.
      immediate
      value={null}
      onChange={(s) => {
        if (s) onChoose(s);
      }}
    >
      <SearchLabel id={id} />
      <ComboboxInput ref={input} {...searchInput(id, query, setQuery)} />
      {suggestions.length > 0 && (
        <ComboboxOptions
          anchor="bottom start"
          // Not modal: a list of suggestions is no dialog. A modal one makes the rest of the page
          // inert while it is open — the field's own label too, so the field loses its name — and
          // stops it scrolling.
          modal={false}
          className="z-50 mt-2 max-h-[70vh] w-[var(--input-width)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
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
        </ComboboxOptions>
      )}
    </Combobox>
  );
}
