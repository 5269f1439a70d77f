import { Icon } from "~/components/ui/icon";

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
