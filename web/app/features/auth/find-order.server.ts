import { MessageSchema } from "@pitstop/contract/auth";
import { data } from "react-router";
import { apiFor } from "~/lib/api.server";

export type FindOrderResult =
  | { sent: true; message: string; number: string; email: string }
  | { sent: false; error: string; fields?: Record<string, string[]>; number: string; email: string };

/**
 * "Find my order"'s action: POST /api/guest/orders/lookup. The API answers the same whether or
 * not an order matches (no enumeration) and mails the order's fresh link when one does.
 */
export async function findOrder(request: Request) {
  const form = await request.formData();
  const number = String(form.get("number") ?? "").trim();
  const email = String(form.get("email") ?? "").trim();
  const result = await apiFor(request).send("POST", "/api/guest/orders/lookup", MessageSchema, { number, email });
  if (!result.ok) {
    return data<FindOrderResult>(
      { sent: false, error: result.message, fields: result.errors, number, email },
      { status: result.status >= 500 ? 502 : result.status },
    );
  }
  return data<FindOrderResult>({ sent: true, message: result.data.message, number, email });
}
