/** Card-network marks drawn inline (no downloads, no trademark artwork): name plates in brand colours. */
const CARDS: Array<{ name: string; bg: string; fg: string; label: string }> = [
  { name: "Visa", bg: "#1a1f71", fg: "#ffffff", label: "VISA" },
  { name: "Mastercard", bg: "#111827", fg: "#ffffff", label: "mastercard" },
  { name: "American Express", bg: "#2e77bc", fg: "#ffffff", label: "AMEX" },
  { name: "Discover", bg: "#ffffff", fg: "#e4701e", label: "DISCOVER" },
  { name: "Apple Pay", bg: "#000000", fg: "#ffffff", label: " Pay" },
  { name: "Google Pay", bg: "#ffffff", fg: "#3c4043", label: "G Pay" },
];

export function PaymentIcons() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Payment methods we accept">
      {CARDS.map((card) => (
        <li key={card.name}>
          <svg
            viewBox="0 0 64 40"
            className="h-8 w-12 rounded-md ring-1 ring-slate-300 dark:ring-slate-600"
            role="img"
            aria-label={card.name}
          >
            <rect width="64" height="40" rx="6" fill={card.bg} />
            {card.name === "Mastercard" ? (
              <>
                <circle cx="27" cy="20" r="10" fill="#eb001b" />
                <circle cx="37" cy="20" r="10" fill="#f79e1b" fillOpacity="0.9" />
              </>
            ) : (
              <text
                x="32"
                y="25"
                textAnchor="middle"
                fontSize="12"
                fontWeight="800"
                fontFamily="system-ui, sans-serif"
                fill={card.fg}
              >
                {card.label}
              </text>
            )}
          </svg>
        </li>
      ))}
    </ul>
  );
}
