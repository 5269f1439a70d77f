import { useNavigate, useSearchParams } from "react-router";
import { setParam } from "./catalogue-params";

/** The list's sort, a select; the first of `sorts` is the default and stays out of the URL. */
export function SortMenu<S extends string>({
  sort,
  sorts,
  labels,
}: {
  sort: S;
  sorts: readonly S[];
  labels: Record<S, string>;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">Sort by</span>
      <select
        value={sort}
        onChange={(e) =>
          navigate(
            { search: setParam(params, "sort", e.target.value === sorts[0] ? null : e.target.value) },
            { preventScrollReset: true },
          )
        }
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium dark:border-slate-700 dark:bg-slate-900"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
