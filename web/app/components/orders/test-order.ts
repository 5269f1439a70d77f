import type { CheckoutQuote, Order, OrderedLine, OrderLine, OrderTotals } from "@pitstop/contract/orders";

/** Orders and quotes as the API answers them, for component tests. */

export const testLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  product_id: 101,
  title: "Ceramic brake pads, front",
  part_number: "BP-2210",
  path: "/p/ceramic-brake-pads-front",
  image_url: null,
  price: 54.99,
  handling: 1.5,
  quantity: 2,
  subtotal: 109.98,
  fit: null,
  ...overrides,
});

/** A line of a placed order: its id, its fit when bought and what is left to return. */
export const testOrderedLine = (overrides: Partial<OrderedLine> = {}): OrderedLine => ({
  ...testLine(),
  id: 501,
  fit_at_purchase: null,
  returnable_quantity: 2,
  ...overrides,
});

export const testTotals = (overrides: Partial<OrderTotals> = {}): OrderTotals => ({
  subtotal: 109.98,
  handling: 3,
  shipping: 14.99,
  tax: 7.15,
  tax_rate: 7.25,
  tax_state: "CA",
  discount: 11,
  loyalty_discount: 11,
  discount_percent: 10,
  total: 124.12,
  item_count: 2,
  ...overrides,
});

export const testAddress = {
  first_name: "Dana",
  last_name: "Reyes",
  phone: "+1 555 010 0199",
  address_line1: "500 Market St",
  address_line2: "Apt 4",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  country: "US",
};

export function testQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    lines: [testOrderedLine()],
    totals: testTotals(),
    shipping_method: { id: "expedited", name: "Expedited", price: 14.99, days: "2–3 business days" },
    shipping_address: testAddress,
    vehicle: null,
    applied_promotions: [],
    ...overrides,
  };
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: "PS-2026-000041",
    status: "awaiting payment",
    created_at: "2026-03-02T10:00:00.000Z",
    updated_at: "2026-03-02T10:00:00.000Z",
    expires_at: "2026-03-02T10:30:00.000Z",
    lines: [testOrderedLine()],
    totals: testTotals(),
    shipping_method: { id: "expedited", name: "Expedited", days: "2–3 business days" },
    shipping_address: testAddress,
    carrier: null,
    tracking_number: null,
    payment: { state: "unpaid", amount: null, card: null, paid_at: null, refunded_at: null, last_decline: null },
    history: [{ from: null, status: "awaiting payment", at: "2026-03-02T10:00:00.000Z", note: null }],
    can_pay: true,
    can_cancel: true,
    vehicle: null,
    can_return: false,
    return_by: null,
    returns: [],
    refunded_total: 0,
    applied_promotions: [],
    ...overrides,
  };
}
