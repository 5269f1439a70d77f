import type { ContentPage } from "../content-page.ts";

export const termsOfUsePage: ContentPage = {
  title: "Terms of use",
  description:
    "The terms for using Pitstop and buying from us: accounts, pricing, order acceptance, fitment information, intellectual property and liability.",
  intro:
    "These terms apply when you use the Pitstop website or buy from us. By using the site or placing an order, you agree to them, so please read them carefully. Our shipping, returns, warranty and privacy policies are part of these terms.",
  updated: "2026-11-01",
  sections: [
    {
      heading: "Your account",
      paragraphs: [
        "You need to be at least 18 years old, or the age of majority where you live, to create an account and place orders. Please give us accurate information and keep it up to date, especially your email address and shipping address.",
        "You're responsible for keeping your password confidential and for activity that happens under your account. Contact us right away if you think someone else has accessed your account. We may suspend or close accounts used for fraud, abuse or to break these terms.",
      ],
    },
    {
      heading: "Prices, availability and errors",
      paragraphs: [
        "All prices are in US dollars. Sales tax, shipping charges and any handling fees are calculated and shown at checkout before you pay. Prices and availability can change at any time, but a change won't affect an order we've already accepted.",
        "We work hard to keep our catalog accurate, but mistakes happen. If a product is listed at an obviously incorrect price, or with incorrect details or availability, we may cancel orders for it, even after you've received an order confirmation. If that happens, we'll tell you and refund any amount you've paid in full.",
      ],
    },
    {
      heading: "Orders and acceptance",
      paragraphs: [
        "Placing an order is an offer to buy. Your order confirmation email means we've received it, not that we've accepted it. We accept your order when it ships. We may decline or cancel an order, in whole or in part, for example because an item is out of stock, the price or listing was wrong, payment couldn't be confirmed, or the order appears fraudulent. If we cancel after you've been charged, we refund you in full.",
        "Discounts, including loyalty discounts, apply as described at the time of purchase and have no cash value.",
      ],
    },
    {
      heading: "Fitment information and installation",
      paragraphs: [
        "We check every part against the vehicle you select and show you whether it fits. Vehicles vary, though, by trim, engine, production date and previous modifications, so fitment information is a guide, not a guarantee. Before installing any part, compare it with the part it replaces and with your vehicle's service information. If a part doesn't fit because our fitment information was wrong, our returns policy covers you.",
        "Installing car parts can be dangerous. Always follow the manufacturer's instructions and proper safety practices. We strongly recommend professional installation for safety-critical systems, including brakes, steering, suspension, airbags, fuel systems and wheels and tires. Guides and community posts on Pitstop are general information, not a substitute for a qualified mechanic or your vehicle's service manual.",
        "You're responsible for making sure that the parts you install, and the way you use them, comply with the laws where you live and drive, including emissions and vehicle equipment rules.",
      ],
    },
    {
      heading: "Acceptable use and intellectual property",
      paragraphs: [
        "Please don't misuse the site. You may not interfere with how it works, try to access accounts or data that aren't yours, scrape or copy the catalog in bulk, or post unlawful, misleading or abusive content.",
        "The Pitstop name and logo, the site's design, and the text, guides, photos and catalog data we create are owned by Pitstop or our licensors and protected by intellectual property laws. Brand names and logos of products we sell belong to their owners. You may view and print pages for your own personal, non-commercial use. When you post a review or community content, you keep ownership of it, but you give us permission to display, reproduce and adapt it on our site in connection with the shop.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "Apart from the warranties described in our warranty policy and any rights you have under law that can't be waived, the site and its content are provided as is. To the fullest extent the law allows, Pitstop won't be liable for indirect, incidental or consequential losses, such as lost time, lost income or installation labor costs, arising from your use of the site or from products you buy from us. Our total liability for any claim related to an order is limited to the amount you paid for that order.",
        "Nothing in these terms limits liability that can't be limited by law, including liability for injury caused by our negligence, and some states don't allow certain limitations, so parts of this section may not apply to you.",
      ],
    },
    {
      heading: "Governing law and changes",
      paragraphs: [
        "These terms are governed by the laws of the state in which Pitstop is registered, and applicable US federal law, without regard to conflict-of-law rules. If a dispute comes up, please contact our customer support team first; most problems can be solved quickly and informally.",
        "We may update these terms from time to time. We'll post the new version on this page with a new date, and for significant changes we'll notify account holders by email. The terms in effect when you place an order apply to that order. If any part of these terms is found unenforceable, the rest remains in effect.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
