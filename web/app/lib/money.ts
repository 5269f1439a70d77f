const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The API returns dollars rounded to cents; this is the one place they become text. */
export const formatPrice = (dollars: number) => usd.format(dollars);
