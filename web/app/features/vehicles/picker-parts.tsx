import { AlertCircle, LoaderCircle, Plus, RotateCw } from "lucide-react";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import type { ChosenVehicle } from "~/lib/active-vehicle/active-vehicle";
import type { CascadeList } from "./use-vehicle-cascade";

export type PickedVehicle = ChosenVehicle;

export function AddButton({ disabled, adding, onClick }: { disabled: boolean; adding: boolean; onClick: () => void }) {
  return (
    <button type="button" className={bigPrimaryButton} disabled={disabled || adding} onClick={onClick}>
      {adding ? (
        <>
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> loading
        </>
      ) : (
        <>
          <Plus className="size-5" aria-hidden="true" /> Add new vehicle
        </>
      )}
    </button>
  );
}

export function ListError({ list, onRetry }: { list: CascadeList<unknown>; onRetry: () => void }) {
  if (list.status !== "error") return null;
  return (
    <div
      role="alert"
      className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{list.error}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex shrink-0 items-center gap-1 rounded-md font-semibold underline-offset-2 hover:underline"
      >
        <RotateCw className="size-3.5" aria-hidden="true" /> Retry
      </button>
    </div>
  );
}

export function EmptyNote({ list, children }: { list: CascadeList<unknown>; children: string }) {
  if (list.status !== "ready" || list.items.length > 0) return null;
  return <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}
