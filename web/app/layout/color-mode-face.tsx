import { Icon } from "~/components/ui/icon";

export const COLOR_MODE_BUTTON =
  "grid size-9 place-items-center rounded-full sm:size-10 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";

export function ColorModeFace() {
  return (
    <>
      <Icon name="sun" className="size-5 dark:hidden" />
      <Icon name="moon" className="hidden size-5 dark:block" />
    </>
  );
}
