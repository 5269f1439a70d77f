import { ORDER_PROGRESS, type OrderStatus, progressReached } from "@pitstop/contract/orders";
import { STATUS_LABEL } from "./order-status";

export interface ProgressStep {
  status: OrderStatus;
  label: string;
  /** At or before the current status. */
  reached: boolean;
  /** The order's status now. */
  current: boolean;
}

/**
 * The order page's progress — awaiting payment → paid → awaiting shipment → shipped →
 * completed. A step is reached if it is at or before the current status; a canceled order
 * reaches none.
 */
export function orderProgress(status: OrderStatus): { steps: ProgressStep[]; canceled: boolean } {
  return {
    canceled: status === "canceled",
    steps: ORDER_PROGRESS.map((step) => ({
      status: step,
      label: STATUS_LABEL[step],
      reached: progressReached(status, step),
      current: step === status,
    })),
  };
}
