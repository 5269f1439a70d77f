/** Lower-cases and drops every whitespace character: "Land  Rover" → "landrover". */
export function normalizeForMatch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

/**
 * A combobox option matches when its display text starts with what was typed, ignoring
 * case and whitespace ("land rover" matches "Land R", "landr" and " LAND  ro"). An empty query
 * matches everything.
 */
export function matchesPrefix(display: string, query: string): boolean {
  return normalizeForMatch(display).startsWith(normalizeForMatch(query));
}

/** The items whose display text starts with `query` (see {@link matchesPrefix}), in their order. */
export function filterByPrefix<T>(items: readonly T[], query: string, display: (item: T) => string): T[] {
  const q = normalizeForMatch(query);
  if (q === "") return [...items];
  return items.filter((item) => normalizeForMatch(display(item)).startsWith(q));
}
