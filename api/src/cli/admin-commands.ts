import { ORDER_STATUSES, type OrderStatus, ShipOrderSchema } from "@pitstop/contract/orders";
import { countOf } from "@pitstop/contract/plural";
import { HttpError } from "../lib/http-error.ts";
import {
  cancelOrderAsOperator,
  completeOrder,
  recentOrders,
  setRole,
  shipOrder,
} from "../modules/orders/operator-service.ts";
import type { OrderDeps } from "../modules/orders/order-deps.ts";
import { findOrderIdByNumber } from "../modules/orders/order-queries.ts";

export const USAGE = `Usage: npm run admin -w api -- <command>

  grant-admin EMAIL                        make an account a shop operator (role admin)
  revoke-admin EMAIL                       make it a customer again
  orders [STATUS]                          the 20 latest orders, e.g. orders "awaiting shipment"
  ship ORDER-NUMBER TRACKING [CARRIER]     mark an order shipped (the buyer is mailed the tracking)
  complete ORDER-NUMBER                    mark a shipped order completed (the buyer earns its miles)
  cancel ORDER-NUMBER                      cancel an order before it ships (stock released, refund if paid)`;

export const COMMANDS: readonly string[] = ["grant-admin", "revoke-admin", "orders", "ship", "complete", "cancel"];

/** A mistake in how the command was typed: the message and the usage are printed. */
export class UsageError extends Error {}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Runs one operator command against the same service functions the admin API uses, and answers
 * what to print. Refusals (unknown order, a transition the table forbids) are HttpErrors.
 */
export async function runAdminCommand(args: readonly string[], deps: OrderDeps): Promise<string> {
  const [command, ...rest] = args;
  const need = (n: number, max = n) => {
    if (rest.length < n || rest.length > max)
      throw new UsageError(`'${command}' takes ${n === max ? countOf(n, "argument") : `${n} to ${max} arguments`}`);
  };
  switch (command) {
    case "grant-admin":
    case "revoke-admin": {
      need(1);
      const user = await setRole(deps.db, rest[0] ?? "", command === "grant-admin" ? "admin" : "customer");
      return command === "grant-admin" ? `${user.email} is now a shop operator.` : `${user.email} is a customer again.`;
    }
    case "orders": {
      need(0, 1);
      const status = rest[0];
      if (status !== undefined && !ORDER_STATUSES.includes(status as OrderStatus)) {
        throw new UsageError(`Unknown status '${status}'. One of: ${ORDER_STATUSES.join(", ")}`);
      }
      const rows = await recentOrders(deps.db, status as OrderStatus | undefined);
      if (rows.length === 0) return "No orders.";
      return rows
        .map(
          (o) =>
            `${o.number}  ${o.createdAt.toISOString().slice(0, 16).replace("T", " ")}  ${o.status.padEnd(17)}  ${usd(o.totalCents).padStart(10)}  ${countOf(o.items, "item")}  ${o.email ?? (o.guestEmail && !o.claimedAt ? `${o.guestEmail} (guest)` : "(account deleted)")}`,
        )
        .join("\n");
    }
    case "ship": {
      need(2, 3);
      const shipment = ShipOrderSchema.safeParse({ tracking_number: rest[1], carrier: rest[2] });
      if (!shipment.success) throw new UsageError(shipment.error.issues[0]?.message ?? "Invalid tracking number");
      const order = await shipOrder(deps, await findOrderIdByNumber(deps.db, rest[0] ?? ""), shipment.data);
      return `${order.number} shipped (tracking ${order.tracking_number}); the buyer was mailed.`;
    }
    case "complete": {
      need(1);
      const order = await completeOrder(deps, await findOrderIdByNumber(deps.db, rest[0] ?? ""));
      return `${order.number} completed; the buyer earned ${Math.floor(order.totals.total)} miles.`;
    }
    case "cancel": {
      need(1);
      const order = await cancelOrderAsOperator(deps, await findOrderIdByNumber(deps.db, rest[0] ?? ""));
      const refund = order.payment.state === "refunded" || order.payment.state === "refund pending";
      return `${order.number} canceled; stock released${refund ? `, payment ${order.payment.state}` : ""}.`;
    }
    case undefined:
    case "help":
    case "--help":
      return USAGE;
    default:
      throw new UsageError(`Unknown command '${command}'`);
  }
}

export function describeFailure(err: unknown): string {
  if (err instanceof UsageError) return `${err.message}\n\n${USAGE}`;
  if (err instanceof HttpError) return err.message;
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
