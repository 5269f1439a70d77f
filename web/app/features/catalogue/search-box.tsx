import type { SearchResponse } from "@pitstop/contract/catalogue";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";
import { lazyComponent, useDeferredComponent } from "~/lib/lazy";
import { formatPrice } from "~/lib/money";

export type Suggestion = {
  key: string;
  kind: "search" | "vehicle" | "category" | "brand" | "product";
  label: string;
  detail?: string;
  path: string;
};

/** The first suggestion searches for the text as typed, so Enter always does what it says. */
export function toSuggestions(q: string, r: SearchResponse): Suggestion[] {
  return [
    { key: "search", kind: "search", label: `Search for “${q}”`, path: `/search?q=${encodeURIComponent(q)}` },
    ...r.vehicles.map((v) => ({
      key: `v${v.id}`,
      kind: "vehicle" as const,
      label: `${v.year} ${v.make} ${v.model}`,
      path: v.path,
    })),
    ...r.categories.map((c) => ({ key: `c${c.path}`, kind: "category" as const, label: c.name, path: c.path })),
    ...r.brands.map((b) => ({ key: `b${b.slug}`, kind: "brand" as const, label: b.name, path: b.path })),
    ...r.products.map((p) => ({
      key: `p${p.id}`,
      kind: "product" as const,
      label: p.title,
      detail: `${formatPrice(p.price)} · ${p.part_number}`,
      path: p.path,
    })),
  ];
}

const inputClass =
  "h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900";

/** The search field's props, the same before and after the suggestions' code is here. */
export const searchInput = (id: string, query: string, setQuery: (q: string) => void) => ({
  id,
  name: "q",
  type: "search",
  autoComplete: "off",
  placeholder: "Search parts, brands or part numbers",
  value: query,
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => setQuery(e.target.value),
  className: inputClass,
});

export function SearchLabel({ id }: { id: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search parts
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2 text-slate-400"
      />
    </>
  );
}

const Suggestions = lazyComponent(() => import("./search-box-popup").then((m) => m.SearchCombobox));

/** The query of the results page the shopper is on, so its search box keeps what they searched for. */
function useSearchedQuery(): string {
  const { pathname, search } = useLocation();
  return pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}

/** Header search: suggestions as you type (vehicles, categories, brands, parts); Enter searches everything. */
export function SearchBox({ id }: { id: string }) {
  const navigate = useNavigate();
  const searched = useSearchedQuery();
  const [query, setQuery] = useState(searched);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // Issue 11: the suggestions' code (Headless UI's Combobox) loads when the field is first focused.
  const [Combo, loadCombo] = useDeferredComponent(Suggestions);
  const [typing, setTyping] = useState(false);
  useEffect(() => setQuery(searched), [searched]);

  useEffect(() => {
    const q = query.trim();
    // Suggestions answer typing: the query a results page shows as searched asks for none.
    if (q.length < 2 || query === searched) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchWithRetry(`/api/search?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => readJsonAs<SearchResponse>(res))
        .then((r) => setSuggestions(toSuggestions(q, r)))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.warn("search suggestions failed", err);
        });
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, searched]);

  const searchAll = () => {
    const q = query.trim();
    if (q) void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <search
      className="relative flex-1"
      // Capture phase: before the combobox handles Enter, so Enter with nothing highlighted
      // searches for the text as typed.
      onKeyDownCapture={(e) => {
        const input = e.target as HTMLElement;
        if (e.key === "Enter" && input.tagName === "INPUT" && !input.getAttribute("aria-activedescendant")) {
          e.preventDefault();
          e.stopPropagation();
          searchAll();
        }
      }}
    >
      <form
        action="/search"
        onSubmit={(e) => {
          e.preventDefault();
          searchAll();
        }}
      >
        {Combo ? (
          <Combo
            id={id}
            query={query}
            setQuery={setQuery}
            suggestions={suggestions}
            onChoose={(s) => {
              setQuery("");
              void navigate(s.path);
            }}
            focusOnMount={typing}
          />
        ) : (
          <>
            <SearchLabel id={id} />
            <input
              {...searchInput(id, query, setQuery)}
              // What the combobox will be, as its field says before its code is here.
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              onPointerEnter={() => void Suggestions.preload().catch(() => {})}
              onFocus={() => {
                setTyping(true);
                loadCombo();
              }}
              onBlur={() => setTyping(false)}
            />
          </>
        )}
      </form>
    </search>
  );
}
