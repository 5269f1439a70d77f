import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { type SearchResponse, SearchResponseSchema } from "@pitstop/contract/catalogue";
import { CarFront, FolderOpen, Package, Search, Tag } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon as SpriteIcon } from "~/components/ui/icon";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";
import { formatPrice } from "~/lib/money";

type Suggestion = {
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

const ICON = { search: Search, vehicle: CarFront, category: FolderOpen, brand: Tag, product: Package };

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
        .then((res) => readJson(res, SearchResponseSchema))
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
        <Combobox<Suggestion | null>
          value={null}
          onChange={(s) => {
            if (!s) return;
            setQuery("");
            void navigate(s.path);
          }}
        >
          <label htmlFor={id} className="sr-only">
            Search parts
          </label>
          <SpriteIcon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2 text-slate-400"
          />
          <ComboboxInput
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Search parts, brands or part numbers"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          />
          {suggestions.length > 0 && (
            <ComboboxOptions
              anchor="bottom start"
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
      </form>
    </search>
  );
}
