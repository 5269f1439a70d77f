import { findOrder } from "~/features/auth/find-order.server";
import { FindOrderForm } from "~/features/auth/find-order-form";
import type { Route } from "./+types/find-order";

export async function action({ request }: Route.ActionArgs) {
  return findOrder(request);
}

export function meta() {
  return [{ title: "Find my order · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function FindOrder({ actionData }: Route.ComponentProps) {
  return <FindOrderForm result={actionData} />;
}
