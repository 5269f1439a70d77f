/** "1 review", "35,464 reviews": a count of reviews as the pages say it. */
export const reviewCount = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
