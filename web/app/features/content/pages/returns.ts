import type { ContentPage } from "../content-page.ts";

export const returnsPage: ContentPage = {
  title: "Returns policy",
  description:
    "Return parts within 30 days of delivery from your order page. The fit guarantee, free return labels, what can't be returned, and when refunds reach your card.",
  intro:
    "We want every part you order from Pitstop to be the right one. If it isn't, this policy explains how to send it back. In short: unused parts in their original packaging can be returned within 30 days of delivery, and if a part we said fits your car doesn't, the return is free and refunded in full.",
  updated: "2026-11-28",
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
        "Start a return from the order itself: sign in, open the order under Orders in your account and choose Return items. You can do this once the order has shipped and until 30 days after delivery; the order page shows the last day. An order that hasn't shipped yet is simply canceled instead, with a full refund.",
        "Before you confirm, the return page shows exactly what you'll get back and whether the return label is free, so there are no surprises.",
      ],
      bullets: [
        "Choose the parts and how many of each you're sending back",
        "Tell us why for each one: doesn't fit my vehicle, damaged or defective, wrong part sent, no longer needed, or other",
        "Add a note and up to three photos if they help (PNG or JPEG, 5 MB each)",
        "Once we approve the return, print the prepaid label from your order page and drop the box off with the carrier",
        "Follow the return on your order page: requested, approved, label issued, received, refunded; we email you at each step",
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
        "This is our fit guarantee. Every part on Pitstop is checked against the vehicle you've selected. If we said a part fits the car you bought it for and it doesn't, return it as \"Doesn't fit my vehicle\": the return label is free and you get a full refund, including the part's share of the shipping you paid and the tax on it.",
        "A note saying what was different, and a photo of the new part beside the one it was meant to replace, help us correct the fitment data. Every such return is counted against that part and that car, so the next owner of the same car gets the right answer.",
      ],
    },
    {
      heading: "Damaged, defective or incorrect shipments",
      paragraphs: [
        'If a part arrives damaged, is missing pieces, or isn\'t the item you ordered, return it as "Damaged or defective" or "Wrong part sent", with photos of the part and the packaging if you can. The label is free and the refund includes the part\'s share of the shipping. A part that fails after installation is handled under our warranty policy rather than as a return.',
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "Once your return arrives, we refund it to the card you paid with. Banks usually show the credit within 5 to 10 business days.",
        "Every refund covers what you paid for the returned parts (after your loyalty discount), their handling and core charges, and the sales tax on them. For a part we said fits and doesn't, or one that arrived damaged or wrong, it also covers the part's share of the shipping you paid, and the return label is free. For other returns, such as a part you no longer need, the $7.99 return label is taken off the refund and the original shipping is not refunded.",
        "Loyalty miles earned on returned parts are taken back. A refund is never more than you paid for the order.",
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
