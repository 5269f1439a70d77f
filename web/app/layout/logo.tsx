export function Logo() {
  return (
    // A plain anchor, made an in-app navigation by lib/plain-links.ts.
    <a href="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label="Pitstop home">
      <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
        <rect width="40" height="40" rx="10" className="fill-brand-500" />
        <circle cx="20" cy="20" r="11" fill="none" stroke="white" strokeWidth="3.5" />
        <circle cx="20" cy="20" r="3.5" fill="white" />
        <path d="M20 9v6M20 25v6M9 20h6M25 20h6" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight max-[400px]:sr-only">
        Pit<span className="text-brand-500">stop</span>
      </span>
    </a>
  );
}
