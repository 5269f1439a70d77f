/** What a part's stock reads as, and its colour: the product page's `StockState` and a card's markup. */
export function stockState(qty: number): { className: string; text: string } {
  if (qty <= 0) return { className: "text-xs font-semibold text-rose-600 dark:text-rose-400", text: "Out of stock" };
  if (qty <= 5)
    return { className: "text-xs font-semibold text-amber-700 dark:text-amber-400", text: `Only ${qty} left` };
  return { className: "text-xs font-medium text-emerald-700 dark:text-emerald-400", text: "In stock" };
}

export function StockState({ qty }: { qty: number }) {
  const { className, text } = stockState(qty);
  return <span className={className}>{text}</span>;
}
