import type { ContentPage } from "../content-page.ts";

export const aboutPage: ContentPage = {
  title: "About Pitstop",
  description:
    "Pitstop is a small team of car people and engineers selling parts checked against your car's fitment, at honest prices, with 24/7 support.",
  intro:
    "Pitstop is an online shop for car parts and accessories, built by a small team of car people and engineers who got tired of ordering the wrong part. We ship across the USA and price everything in US dollars, and we've designed the whole shop around one simple idea: you should know a part fits your car before you pay for it.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Some of us spend weekends under a hood, some of us spend weekdays writing software, and a few of us do both. We've all stood in a driveway holding a brake rotor that was two millimeters too big, waiting on a return label and a second shipment. Pitstop is the shop we wanted to buy from.",
        "We're deliberately small. That means the people who answer your questions are close to the people who build the catalog, and when something is wrong, it gets fixed rather than passed along.",
      ],
    },
    {
      heading: "Shop by your vehicle",
      paragraphs: [
        "Start with your car, not with a part number. Pick the year, make and model, or enter your 17-character VIN and we'll decode the exact vehicle for you, including details like engine and trim that often decide which part is the right one.",
        "Once your vehicle is selected, the catalog narrows to parts and accessories made for it, so you spend your time comparing options instead of ruling out ones that were never going to fit.",
      ],
    },
    {
      heading: "Every part checked against your car",
      paragraphs: [
        "Each product in our catalog carries fitment data: the vehicles it's made for, plus any notes that matter, such as a specific engine, drivetrain or production date range. When you view a part, we check it against the vehicle you've chosen and tell you plainly whether it fits.",
        "If a part we said would fit your car doesn't, because our fitment information was wrong, we cover the return shipping. Getting fitment right is our job, not yours.",
      ],
    },
    {
      heading: "A garage for your cars",
      paragraphs: [
        "Most households have more than one car. Save each of them to your garage and switch between them in a click; the shop remembers which one you're shopping for, so the fit checks always match the car in front of you.",
      ],
      bullets: [
        "Add vehicles by year, make and model or by VIN",
        "Switch the active vehicle at any time",
        "See at a glance whether a part fits the car you've selected",
      ],
    },
    {
      heading: "Honest prices",
      paragraphs: [
        "The price you see is the price of the part. We don't inflate a list price just to show a bigger discount, and shipping costs and any handling fees for heavy or oversize items are shown before you place your order, not after.",
        "Regular customers earn miles on completed orders, which unlock loyalty discounts. It's a straightforward thank-you, not a points puzzle.",
      ],
    },
    {
      heading: "Guides written by people who turn wrenches",
      paragraphs: [
        "Buying the part is half the job. Our news and guides section covers maintenance how-tos, buying guides that explain what actually differs between options, and the occasional bit of shop news. We write about jobs we understand, and we're clear about when a job is better left to a professional mechanic.",
      ],
    },
    {
      heading: "Support around the clock",
      paragraphs: [
        "Our customer support is available 24/7. Whether you need help confirming fitment, tracking an order or starting a return, you'll reach someone who can actually help, and we'd rather answer a question before you order than sort out a mistake afterward.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
