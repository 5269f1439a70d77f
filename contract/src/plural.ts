/**
 * '1 like', '3 likes', '12,400 rows': a count with its noun in the right number, the count grouped
 * as the shop writes numbers. The one way the storefront, the back office, the API's messages and
 * the command line put a number before a noun.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
