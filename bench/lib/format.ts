/** A duration in milliseconds as the reports print it: two decimals under 10 ms, one above. */
export const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
