/** '1 like', '3 likes': a count with its noun in the right number. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
