import type { AdminReturn, ReturnLine } from "@pitstop/contract/returns";

/** A return as GET /api/admin/returns/{id} answers, for component and route tests. */

export const testReturnLine = (overrides: Partial<ReturnLine> = {}): ReturnLine => ({
  line_id: 11,
  product_id: 101,
  title: "Ceramic brake pads, front",
  part_number: "BP-2210",
  quantity: 2,
  reason: "doesnt_fit",
  note: "The clips are a different shape from the ones on my car.",
  guaranteed: true,
  restocked: null,
  ...overrides,
});

export function testReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    id: 7,
    number: "PS-2026-000041-R1",
    order_id: 41,
    order_number: "PS-2026-000041",
    status: "requested",
    created_at: "2026-11-20T15:00:00.000Z",
    lines: [
      testReturnLine(),
      testReturnLine({
        line_id: 12,
        product_id: 102,
        title: "Brake rotor, front",
        part_number: "BR-5521",
        quantity: 1,
        reason: "damaged",
        note: null,
        guaranteed: false,
      }),
    ],
    refund_estimate: { items: 164.97, handling: 3, shipping: 14.99, tax: 11.96, return_shipping_fee: 0, total: 194.92 },
    refunded_amount: null,
    refunded_at: null,
    free_label: true,
    label: null,
    refusal_reason: null,
    photos: [],
    history: [{ status: "requested", at: "2026-11-20T15:00:00.000Z", note: null }],
    customer: { id: 7, email: "dana@example.com", name: "Dana Reyes" },
    vehicle: {
      id: 9956,
      year: "2018",
      make: "Toyota",
      model: "Camry",
      slug: "toyota-camry-2018",
      path: "/vehicles/toyota-camry-2018",
      trim: "LE",
      engine: "2.5L L4",
    },
    order_paid: 250,
    order_refunded: 0,
    ...overrides,
  };
}
