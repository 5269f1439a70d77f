/** Card networks as the payment provider names them (Stripe's brand ids), drawn as name plates. */
const BRANDS: Record<string, { name: string; bg: string; fg: string; label: string }> = {
  visa: { name: "Visa", bg: "#1a1f71", fg: "#ffffff", label: "VISA" },
  mastercard: { name: "Mastercard", bg: "#111827", fg: "#ffffff", label: "MC" },
  amex: { name: "American Express", bg: "#2e77bc", fg: "#ffffff", label: "AMEX" },
  discover: { name: "Discover", bg: "#ffffff", fg: "#e4701e", label: "DISC" },
  diners: { name: "Diners Club", bg: "#0079be", fg: "#ffffff", label: "DINERS" },
  jcb: { name: "JCB", bg: "#0b4ea2", fg: "#ffffff", label: "JCB" },
  unionpay: { name: "UnionPay", bg: "#d10429", fg: "#ffffff", label: "UPAY" },
};

const key = (brand: string) => {
  const k = brand.toLowerCase().replace(/[\s_-]/g, "");
  return k === "americanexpress" ? "amex" : k;
};

export function brandName(brand: string): string {
  return BRANDS[key(brand)]?.name ?? (brand ? `${brand[0]?.toUpperCase()}${brand.slice(1)}` : "Card");
}

export function CardBrandMark({ brand }: { brand: string }) {
  const plate = BRANDS[key(brand)] ?? { bg: "#64748b", fg: "#ffffff", label: "CARD" };
  return (
    <svg
      viewBox="0 0 64 40"
      className="h-9 w-14 shrink-0 rounded-md ring-1 ring-slate-300 dark:ring-slate-600"
      aria-hidden="true"
    >
      <rect width="64" height="40" rx="6" fill={plate.bg} />
      {key(brand) === "mastercard" ? (
        <>
          <circle cx="27" cy="20" r="10" fill="#eb001b" />
          <circle cx="37" cy="20" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text
          x="32"
          y="25"
          textAnchor="middle"
          fontSize={plate.label.length > 4 ? 10 : 12}
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
          fill={plate.fg}
        >
          {plate.label}
        </text>
      )}
    </svg>
  );
}
