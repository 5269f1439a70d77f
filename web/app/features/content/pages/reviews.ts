import type { ContentPage } from "../content-page.ts";

export const reviewsPage: ContentPage = {
  title: "How reviews work at Pitstop",
  description:
    "How Pitstop product reviews work: verified purchases, moderation rules, what isn't allowed and how star ratings are averaged.",
  intro:
    "Product reviews are only useful if you can trust them. This page explains who can write a review, what we check before one is published, what we remove and why, and exactly how the star ratings you see are calculated.",
  sections: [
    {
      heading: "Verified purchases",
      paragraphs: [
        "Any signed-in shopper can review a part, once per part, from its product page. A review whose author has a paid Pitstop order holding that part shows a Verified purchase label, so you can tell first-hand experience at a glance.",
        "We ask reviewers which car from their garage they fitted the part to. That detail makes a review far more useful to the next shopper: on a product page, reviews from owners of your make and model (model years close to yours) come first.",
      ],
    },
    {
      heading: "What makes a helpful review",
      paragraphs: ["The most useful reviews describe the experience of owning and installing the part, good or bad."],
      bullets: [
        "How the fit was on your vehicle, and whether anything needed adjusting",
        "How installation went, and what tools or time it took",
        "How the part has performed since, and for how many miles",
        "How the quality compared with the part it replaced",
      ],
    },
    {
      heading: "Moderation",
      paragraphs: [
        "A review appears as soon as it is written. We publish positive and negative reviews alike. We never remove or edit a review because it's critical, and we don't let brands or suppliers decide which reviews are shown.",
        "If you think a review breaks the rules below, use Report under it. A review reported by three shoppers is hidden until our team has looked at it; we then publish it again or remove it. We never rewrite a review.",
      ],
    },
    {
      heading: "What isn't allowed",
      paragraphs: ["We reject or remove reviews that include any of the following."],
      bullets: [
        "Profanity, harassment, hate speech or personal attacks",
        "Personal information, such as names, phone numbers, email addresses, license plates or VINs",
        "Links, advertising or promotion of other shops or products",
        "Content about a different product, or reviews of a product you didn't use",
        "Reviews written in exchange for payment, free products or discounts",
        "Reviews written by anyone who works for Pitstop or for the product's brand or supplier",
        "Questions or complaints about shipping, delivery or an order; contact customer support so we can actually fix the problem",
        "Unsafe installation advice or instructions for defeating emissions or safety equipment",
      ],
    },
    {
      heading: "How ratings are averaged",
      paragraphs: [
        "Each review carries a rating from 1 to 5 stars. A product's rating is the plain average of all its published ratings, rounded to one decimal place, shown alongside the number of reviews it's based on. Every published review counts equally; we don't weight, boost or hide ratings.",
        "Reviews that are rejected or removed under our rules don't count toward the average. When a product has no published reviews yet, we show no rating rather than a placeholder score.",
      ],
    },
    {
      heading: "Editing or removing your review",
      paragraphs: [
        "Parts don't always show their true quality in the first week. If your opinion changes after a few months on the road, edit your review from the product page; it is marked as edited. You can delete it there at any time, and the rating changes at once.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
