/** An account's full name as the customer gave it, or null when they gave none (names are optional). */
export function fullName(name: string | null | undefined, lastname: string | null | undefined): string | null {
  const full = [name, lastname]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return full || null;
}

/**
 * The customer's name in the back office's list and customer page: the same words in both, and for
 * an account without one a plain "No name given" (the e-mail is already beside it) instead of a dash.
 */
export function CustomerName({
  name,
  lastname,
}: {
  name: string | null | undefined;
  lastname: string | null | undefined;
}) {
  const full = fullName(name, lastname);
  return full ?? <span className="text-slate-500 italic dark:text-slate-400">No name given</span>;
}
