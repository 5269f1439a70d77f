import { CarFront, Search } from "lucide-react";
import { Form } from "react-router";
import { cn } from "~/lib/cn";

/**
 * spec §2: the search/navigation block, rendered twice — a desktop and a mobile variant.
 * Suggestions as you type and the vehicle picker arrive with the catalogue.
 */
export function SearchBlock({
  variant,
  onSelectVehicle,
}: {
  variant: "desktop" | "mobile";
  onSelectVehicle: () => void;
}) {
  const id = `search-${variant}`;
  return (
    <div className={cn("flex w-full items-center gap-2", variant === "desktop" ? "max-w-2xl" : "")}>
      <button
        type="button"
        onClick={onSelectVehicle}
        className="flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-500 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-600 sm:px-4"
      >
        <CarFront className="size-5" aria-hidden="true" />
        <span className={variant === "mobile" ? "sr-only sm:not-sr-only" : ""}>Select your vehicle</span>
      </button>
      <Form role="search" action="/search" className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          Search parts
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Search parts, brands or part numbers"
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        />
      </Form>
    </div>
  );
}
