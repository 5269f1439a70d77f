import type { FitAnswerInput, OrderFit } from "@pitstop/contract/reviews";
import { ApiError, fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

export type FitOutcome = { ok: true; lineId: number; fit: OrderFit } | { ok: false; lineId: number; message: string };

/** What the order page's fit question submits to its route's client action. */
export interface FitSubmission {
  intent: "fit";
  lineId: number;
  answer: FitAnswerInput;
}

export const isFitSubmission = (value: unknown): value is FitSubmission =>
  typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "fit";

/** PUT /api/orders/{id}/lines/{lineId}/fit — the order's questions with the new answer. */
export async function answerFit(orderId: number, submission: FitSubmission): Promise<FitOutcome> {
  const { lineId, answer } = submission;
  try {
    const response = await fetchWithRetry(`/api/orders/${orderId}/lines/${lineId}/fit`, {
      method: "PUT",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(answer),
    });
    return { ok: true, lineId, fit: await readJsonAs<OrderFit>(response) };
  } catch (err: unknown) {
    if (err instanceof ApiError) {
      const field = err.errors && Object.values(err.errors).flat()[0];
      return { ok: false, lineId, message: field ?? err.message };
    }
    return { ok: false, lineId, message: "We couldn't reach the shop. Please try again in a moment." };
  }
}
