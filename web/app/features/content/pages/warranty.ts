import type { ContentPage } from "../content-page.ts";

export const warrantyPage: ContentPage = {
  title: "Warranty policy",
  description:
    "Manufacturer warranties pass through to you, and parts without one get Pitstop's 90-day defect coverage. How to claim and what isn't covered.",
  intro:
    "Every part you buy from Pitstop is covered against defects, either by its manufacturer's warranty or, if it doesn't have one, by our own 90-day defect coverage. This page explains how each works, how to make a claim, and what a warranty doesn't cover.",
  updated: "2026-11-01",
  sections: [
    {
      heading: "Manufacturer warranties",
      paragraphs: [
        "Most parts we sell come with a warranty from the company that made them, and that warranty passes through to you in full. Warranty lengths vary by brand and product line, from a few months to much longer for some components, so we show the warranty for each part on its product page. Check it there before you buy if coverage matters to your decision.",
        "Manufacturer warranties are governed by the manufacturer's own terms, which may include conditions such as professional installation, registration or proof of purchase. Your Pitstop order confirmation and order history serve as your proof of purchase.",
        "You don't have to deal with the manufacturer on your own. Start your claim with us and we'll handle the process with the manufacturer on your behalf where they allow it, or tell you exactly what they need if they require you to claim directly.",
      ],
    },
    {
      heading: "Pitstop 90-day defect coverage",
      paragraphs: [
        "If a part doesn't come with a manufacturer's warranty, Pitstop covers it against defects in materials and workmanship for 90 days from the date it's delivered to you. If a covered part is defective, we'll replace it with the same or an equivalent part. If a replacement isn't available, we'll refund the price you paid for the part.",
        "Our coverage applies to the original purchaser and to parts installed on the vehicle they were bought for, as shown by the fitment check at the time of purchase.",
      ],
    },
    {
      heading: "How to make a claim",
      paragraphs: [
        "Contact our customer support team, available 24/7, and include the following. The more detail you give us, the faster we can resolve your claim.",
      ],
      bullets: [
        "Your order number, found in your order confirmation email and in your order history",
        "Clear photos of the part, showing the defect and any part numbers or labels",
        "A short description of the problem: what happened, when it started and how many miles the part has been in service",
        "Your vehicle's year, make, model and engine, or its VIN, and who installed the part",
      ],
    },
    {
      heading: "What happens next",
      paragraphs: [
        "We'll review your claim and let you know if we need anything else. For some claims, we or the manufacturer will ask you to send the part back for inspection; in that case we'll provide return instructions, and if the claim is approved we'll cover the return shipping. Please don't throw away a failed part until your claim is settled.",
        "Once a claim is approved, we'll ship the replacement or issue the refund to your original payment method. Replacement parts are covered for the remainder of the original warranty period.",
      ],
    },
    {
      heading: "What isn't covered",
      paragraphs: [
        "A warranty protects you against parts that are defective, not against normal use or damage from other causes. Neither our coverage nor, typically, a manufacturer's covers the following.",
      ],
      bullets: [
        "Wear items worn out through normal use, such as brake pads and rotors, wiper blades, filters, clutches, belts and tires",
        "Damage caused by improper installation, incorrect fluids or torque, or not following the manufacturer's instructions",
        "Racing, track use, off-road misuse or other use beyond the part's intended purpose",
        "Commercial, fleet or rideshare use, where the manufacturer's warranty excludes it",
        "Parts that have been modified, repaired or altered, or damaged by accidents, collisions, corrosion, fire or flooding",
        "Cosmetic changes that don't affect how the part works",
        "Labor for removing or installing parts, towing, rental cars and other related costs",
      ],
    },
    {
      heading: "Warranty, returns and your rights",
      paragraphs: [
        "A warranty claim is different from a return. If you simply change your mind about a part, or it arrived damaged in shipping, see our returns policy instead. If a part fails after installation, that's a warranty claim.",
        "This warranty policy gives you specific rights, and you may also have other rights under the laws of your state. Nothing in this policy limits rights you have under applicable consumer protection laws.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
