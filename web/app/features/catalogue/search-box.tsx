import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { lazyComponent, useDeferredComponent } from "~/lib/lazy";
import { SearchLabel, searchInput } from "./search-box-face";

const Suggestions = lazyComponent(() => import("./search-box-popup").then((m) => m.SearchCombobox));

/** The query of the results page the shopper is on, so its search box keeps what they searched for. */
function searchedQuery({ pathname, search }: { pathname: string; search: string }): string {
  return pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}

/** Header search: suggestions as you type (vehicles, categories, brands, parts); Enter searches everything. */
export function SearchBox({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const searched = searchedQuery(location);
  const [query, setQuery] = useState(searched);
  // A new search shows in the field. Set while rendering, not in an effect: an effect runs once
  // more after the page hydrates, and wiped what a quick shopper had typed by then.
  const [shownSearch, setShownSearch] = useState(searched);
  if (shownSearch !== searched) {
    setShownSearch(searched);
    setQuery(searched);
  }
  // The suggestions' code (Headless UI's Combobox) loads when the field is first focused.
  const [Combo, loadCombo] = useDeferredComponent(Suggestions);
  // The plain field's focus, and the page it was typed in on (null once searched), for the
  // suggestions' code to take over when it comes: it opens only for text typed on this page and
  // not searched yet, never over the results of a search made before it came.
  const [focusedBeforeLoad, setFocusedBeforeLoad] = useState(false);
  const [typedBeforeLoadOn, setTypedBeforeLoadOn] = useState<string | null>(null);

  const searchAll = () => {
    const q = query.trim();
    setTypedBeforeLoadOn(null);
    if (q) void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <search className="relative flex-1">
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
            onSearch={searchAll}
            onChoose={(s) => {
              // A results page shows what was searched for in the field; any other page starts afresh.
              if (s.kind !== "search") setQuery("");
              void navigate(s.path);
            }}
            focusOnMount={focusedBeforeLoad}
            openOnMount={focusedBeforeLoad && typedBeforeLoadOn === location.key && query.trim() !== ""}
          />
        ) : (
          <>
            <SearchLabel id={id} />
            <input
              {...searchInput(id, query, setQuery)}
              onChange={(e) => {
                setQuery(e.target.value);
                setTypedBeforeLoadOn(location.key);
              }}
              // What the combobox will be, as its field says before its code is here.
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              onPointerEnter={() => void Suggestions.preload().catch(() => {})}
              onFocus={() => {
                setFocusedBeforeLoad(true);
                loadCombo();
              }}
              onBlur={() => setFocusedBeforeLoad(false)}
            />
          </>
        )}
      </form>
    </search>
  );
}
