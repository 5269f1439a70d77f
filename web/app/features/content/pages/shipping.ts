import type { ContentPage } from "../content-page.ts";

export const shippingPage: ContentPage = {
  title: "Shipping policy",
  description:
    "Pitstop ships to all 50 states. Standard, Expedited and Overnight options, free standard shipping on orders of $99 or more, handling fees and hazmat rules explained.",
  intro:
    "We ship car parts and accessories to addresses across the United States. This page covers how quickly orders leave our warehouse, the shipping methods you can choose from, when shipping is free, and the rules that apply to heavy, oversize and hazardous items.",
  updated: "2026-11-01",
  sections: [
    {
      heading: "Processing times",
      paragraphs: [
        "Processing is the time it takes us to confirm your payment, pick your parts and pack them. In-stock items usually leave our warehouse within 1 to 2 business days of payment. Business days are Monday through Friday, excluding US federal holidays.",
        "Special-order items and parts that ship from a manufacturer take longer; the product page tells you when an item isn't in stock with us. If an order contains items with different availability, we may send it in more than one package at no extra cost to you.",
      ],
    },
    {
      heading: "Shipping methods",
      paragraphs: [
        "You'll choose a shipping method at checkout, where you'll see the exact cost for your order and address before you pay. Delivery times below are counted from the day your order ships, not the day it's placed.",
      ],
      bullets: [
        "Standard: 3 to 7 business days",
        "Expedited: 2 to 3 business days",
        "Overnight: next business day, available for orders placed before 2 pm ET on a business day; orders placed later ship the next business day",
      ],
    },
    {
      heading: "Free standard shipping",
      paragraphs: [
        "Standard shipping is free on orders of $99 or more. The threshold is your merchandise total after discounts, including loyalty discounts, and before tax. If a return or cancellation brings an order below the threshold, we don't charge you shipping after the fact.",
        "Free shipping applies to the Standard method only. Handling fees for heavy or oversize items, described below, still apply.",
      ],
    },
    {
      heading: "Heavy and oversize items",
      paragraphs: [
        "Some parts cost much more to ship than their size in the cart suggests. Items such as batteries, brake rotors, tires, wheels, exhaust components and body panels carry a per-item handling fee to cover their weight, dimensions and special packaging. The fee is shown on the product page and itemized at checkout, so it's never a surprise.",
      ],
    },
    {
      heading: "Hazardous materials",
      paragraphs: [
        "Federal transport regulations restrict how certain products can ship. Some fluids and chemicals, such as certain cleaners, aerosols and fuel additives, and some batteries, including lead-acid batteries, can't travel by air.",
        "Those items ship by ground only, so Expedited and Overnight won't be offered for them at checkout. Because ground routes to Alaska, Hawaii and APO/FPO addresses are limited, some hazardous items can't be shipped to those destinations at all; the product page and checkout will tell you if that applies to your order.",
      ],
    },
    {
      heading: "Where we ship",
      paragraphs: [
        "We ship only to addresses in the United States. That includes all 50 states, with delivery times to Alaska and Hawaii that may run longer than those listed above.",
      ],
      bullets: [
        "All 50 states: Standard, Expedited and Overnight, subject to the item restrictions above",
        "APO/FPO addresses: Standard shipping only",
        "Addresses outside the United States: not currently available",
      ],
    },
    {
      heading: "Tracking and delivery",
      paragraphs: [
        "When your order ships, we'll email you the carrier name and tracking number, and the order's status in your order history changes to Shipped. If your order goes out in more than one package, you'll receive a tracking email for each.",
        "Please double-check your address at checkout; we can't redirect a package once it's with the carrier. If tracking shows no movement for several business days, or a package arrives damaged, contact our customer support team, available 24/7, and we'll work with the carrier to sort it out. Delivery dates are estimates from our carriers; delays caused by weather or carrier disruptions are outside our control, but we'll always help you follow up.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
