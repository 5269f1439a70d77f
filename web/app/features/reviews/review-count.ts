import { countOf } from "~/lib/plural";

/** "1 review", "35,464 reviews": a count of reviews as the pages say it. */
export const reviewCount = (count: number) => countOf(count, "review");
