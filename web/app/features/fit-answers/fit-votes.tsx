import type { ProductFit } from "@pitstop/contract/reviews";
import { Icon } from "~/components/ui/icon";
import { confirmedSentence, didNotFitSentence } from "./fit-words";

/** What owners of the active vehicle said after buying the part ("Did it fit?"). */
export function FitVotes({ fit }: { fit: ProductFit }) {
  const confirmed = confirmedSentence(fit);
  const notFit = didNotFitSentence(fit);
  if (!confirmed && !notFit) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label="What owners said">
      {confirmed && (
        <li className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
          <Icon name="circle-check" className="size-4 shrink-0" />
          {confirmed}
        </li>
      )}
      {notFit && (
        <li className="flex items-center gap-2 text-amber-800 dark:text-amber-300">
          <Icon name="circle-x" className="size-4 shrink-0" />
          {notFit}
        </li>
      )}
    </ul>
  );
}
