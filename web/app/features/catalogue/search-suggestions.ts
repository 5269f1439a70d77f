import type { SearchResponse } from "@pitstop/contract/catalogue";
import { useEffect, useState } from "react";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";
import { formatPrice } from "~/lib/money";

export type Suggestion = {
  key: string;
  kind: "search" | "vehicle" | "category" | "brand" | "product";
  label: string;
  detail?: string;
  path: string;
};

/** The first suggestion searches for the text as typed, so Enter always does what it says. */
export function toSuggestions(q: string, r: SearchResponse | null): Suggestion[] {
  const search: Suggestion = {
    key: "search",
    kind: "search",
    label: `Search for “${q}”`,
    path: `/search?q=${encodeURIComponent(q)}`,
  };
  if (!r) return [search];
  return [
    search,
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

/**
 * The API's suggestions for `q`, asked for after 200 ms without typing. Until they come the last
 * answer stays, so the list does not flicker; an answer to text no longer typed, or one that comes
 * after the list has closed (its owner unmounted), is dropped.
 */
export function useSearchAnswer(q: string): SearchResponse | null {
  const [answer, setAnswer] = useState<SearchResponse | null>(null);
  useEffect(() => {
    if (q.length < 2) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchWithRetry(`/api/search?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => readJsonAs<SearchResponse>(res))
        .then((r) => {
          if (!controller.signal.aborted) setAnswer(r);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.warn("search suggestions failed", err);
        });
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [q]);
  return answer;
}
