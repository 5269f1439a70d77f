import { SORT_LABELS, SORTS, type Sort } from "@pitstop/contract/catalogue-options";
import { useNavigate, useSearchParams } from "react-router";
import { setParam } from "./catalogue-params";

export function SortMenu({ sort }: { sort: Sort }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">Sort by</span>
      <select
        value={sort}
        onChange={(e) =>
          navigate(
            { search: setParam(params, "sort", e.target.value === "featured" ? null : e.target.value) },
            { preventScrollReset: true },
          )
        }
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium dark:border-slate-700 dark:bg-slate-900"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
