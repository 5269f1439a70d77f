import { Radio, RadioGroup } from "@headlessui/react";
import { CheckCircle2, Monitor, Moon, Sun } from "lucide-react";
import { cn } from "~/lib/cn";

const OPTIONS = [
  { mode: "system", label: "System", description: "Follow this device", Icon: Monitor },
  { mode: "light", label: "Light", description: "Always light", Icon: Sun },
  { mode: "dark", label: "Dark", description: "Always dark", Icon: Moon },
] as const;

export type ColorModeChoice = (typeof OPTIONS)[number]["mode"];

/**
 * The color mode preference (system, light or dark) as a setting. The page passes in the
 * same store the header's menu uses, so both always agree.
 */
export function ColorModeSetting({
  mode,
  onChange,
}: {
  mode: ColorModeChoice;
  onChange: (mode: ColorModeChoice) => void;
}) {
  return (
    <RadioGroup value={mode} onChange={onChange} aria-label="Color mode" className="grid gap-3 sm:grid-cols-3">
      {OPTIONS.map(({ mode: option, label, description, Icon }) => (
        <Radio
          key={option}
          value={option}
          aria-label={label}
          className={cn(
            "group relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors",
            "hover:border-slate-300 focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500",
            "data-checked:border-brand-500 data-checked:bg-brand-50/60 data-checked:ring-1 data-checked:ring-brand-500",
            "dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600 dark:data-checked:border-brand-500 dark:data-checked:bg-brand-500/10",
          )}
        >
          <Icon
            className="size-5 text-slate-500 group-data-checked:text-brand-600 dark:text-slate-400 dark:group-data-checked:text-brand-400"
            aria-hidden="true"
          />
          <span className="flex-1">
            <span className="block text-sm font-semibold">{label}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>
          </span>
          <CheckCircle2 className="invisible size-5 text-brand-500 group-data-checked:visible" aria-hidden="true" />
        </Radio>
      ))}
    </RadioGroup>
  );
}
