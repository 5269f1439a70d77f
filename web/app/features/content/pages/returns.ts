import type { ContentPage } from "../content-page.ts";

export const returnsPage: ContentPage = {
  title: "Returns policy",
  description:
    "Return unused parts in original packaging within 30 days. How to start a return, what can't be returned, and when refunds reach your card.",
  intro:
    "We want every part you order from Pitstop to be the right one. If it isn't, this policy explains how to send it back. In short: unused parts in their original packaging can be returned within 30 days of delivery, and if a part doesn't fit because our fitment information was wrong, the return shipping is on us.",
  updated: "2026-11-01",
  sections: [
    {
      heading: "The 30-day return window",
      paragraphs: [
        "You can return most items within 30 days of the delivery date shown in your tracking information. To qualify, a part must be unused and uninstalled, and it must come back in its original packaging with all hardware, instructions and accessories that were in the box.",
        "Please keep the packaging until you're sure a part is right. Many manufacturers won't accept parts back without their original boxes, and parts that arrive without them, or with damaged, marked or incomplete packaging, may be refused or refunded only in part.",
      ],
      bullets: [
        "Unused and not installed, not even test-fitted with fasteners tightened",
        "In the original, undamaged manufacturer packaging",
        "Complete with all hardware, instructions and included accessories",
        "Sent back within 30 days of delivery",
      ],
    },
    {
      heading: "How to start a return",
      paragraphs: [
        "Contact our customer support team, available 24/7, before you ship anything back. Returns sent without an authorization can take much longer to identify and process.",
      ],
      bullets: [
        "Have your order number ready; it's in your order confirmation email and in your order history",
        "Tell us which items you're returning and why",
        "We'll send you a return authorization and instructions on where and how to ship",
        "Pack the part securely in its original packaging, inside a shipping box if possible, and include the return authorization",
        "Ship it using a trackable service and keep the tracking number until your refund arrives",
      ],
    },
    {
      heading: "Items that can't be returned",
      paragraphs: [
        "Some items can't be resold safely once they've been used or opened, and some are ordered specifically for you. The following items are not eligible for return unless they arrive damaged or defective, or were sent in error.",
      ],
      bullets: [
        "Electrical parts once installed, such as sensors, modules, switches, ignition coils and lighting components",
        "Special-order items, which are marked as special order on the product page before you buy",
        "Fluids, chemicals and lubricants once opened, including oil, coolant, brake fluid and additives",
        "Parts that have been installed, modified, painted or otherwise altered",
      ],
    },
    {
      heading: "Wrong part because of our fitment error",
      paragraphs: [
        "Every part on Pitstop is checked against the vehicle you've selected. If our site said a part fits your vehicle and it doesn't because our fitment information was wrong, we'll email you a prepaid return label and cover the return shipping in full. You can choose the correct part, if one is available, or a full refund including the original shipping charge.",
        "To help us confirm and correct the error, please include your VIN or your vehicle's year, make, model and engine, and a photo comparing the new part with the one it was meant to replace, if you can. Each report helps us fix the fitment data for every owner of that vehicle.",
      ],
    },
    {
      heading: "Damaged, defective or incorrect shipments",
      paragraphs: [
        "If a part arrives damaged, is missing pieces, or isn't the item you ordered, contact us within 7 days of delivery with your order number and photos of the part and the packaging. We'll cover the return shipping and send a replacement or issue a full refund. A part that fails after installation is handled under our warranty policy rather than as a return.",
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "Once your return arrives, we inspect it to confirm it meets the conditions above. Approved refunds go back to your original payment method within 5 to 10 business days after inspection. Your bank or card issuer may need a few additional days to show the credit on your statement.",
        "For ordinary returns, the refund covers the price you paid for the item, after any discounts. Original shipping charges and any handling fees for heavy or oversize items are not refunded, and the cost of shipping the item back to us is your responsibility, unless the return is due to our error or the part arrived damaged or defective. If an item comes back used, incomplete or without its original packaging, we'll contact you before deciding on a partial refund or returning the item to you.",
      ],
    },
    {
      heading: "Exchanges and questions",
      paragraphs: [
        "We don't swap items directly. The quickest way to get a different part is to place a new order for it and return the original under this policy. If you're not sure which part you need, ask us before you order; our support team can check fitment against your VIN.",
        "We may update this policy from time to time. The version that applies to your order is the one posted on the date you placed it.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
