import type { ContentPage } from "../content-page.ts";

export const privacyPolicyPage: ContentPage = {
  title: "Privacy policy",
  description:
    "What personal information Pitstop collects, why, how long we keep it, who we share it with, and your rights, including for California residents.",
  intro:
    "This policy explains what information Pitstop collects when you use our shop, why we collect it, how long we keep it, who we share it with, and the choices you have. We collect only what we need to run the shop, and we don't sell your personal information.",
  updated: "2026-11-01",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "We collect what you give us directly, plus the minimum technical information needed to keep the site working.",
      ],
      bullets: [
        "Account information: your name, email address and password, which we store only as a secure hash",
        "Order information: the items you buy, prices, shipping address, phone number if you provide one, shipping method, order status and your order history",
        "Payment details: only the card brand, last four digits and expiry date; your full card number and security code go to our payment processor, never to us",
        "Garage vehicles: the cars you save, including year, make, model and any VIN you enter",
        "Loyalty information: the miles earned on your completed orders and your resulting loyalty level",
        "Support messages: what you send us when you contact customer support, and our replies",
        "Reviews and community posts you choose to publish",
      ],
    },
    {
      heading: "Information kept on your device",
      paragraphs: [
        "Your cart, favorites and recently viewed items are kept in your browser's local storage on your own device. We don't receive them unless you act on them, for example when your cart becomes an order at checkout. Clearing your browser data deletes them. A new address you type at checkout is kept only in that browser tab until your order is placed, so a reload doesn't lose it.",
        "When you sign in, we set a single session cookie that keeps you signed in. It's marked httpOnly, which means scripts running in the page can't read it, and it's used only for authentication. We don't use advertising cookies.",
        "Your browser also tells us its time zone (like America/Chicago) in a small cookie, so that the times on your orders show in your own time. It holds nothing else.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: ["We use your information only to run the shop."],
      bullets: [
        "To process, ship and support your orders, returns and warranty claims",
        "To check parts against the vehicles in your garage",
        "To send transactional emails such as order confirmations, shipping and tracking updates, and password or account notices",
        "To calculate loyalty miles and apply your discounts",
        "To protect accounts and prevent fraud and abuse",
        "To meet our legal, tax and accounting obligations",
      ],
    },
    {
      heading: "Analytics",
      paragraphs: [
        "Pitstop runs analytics only if it has been enabled for the site. When it is, we use it to understand in aggregate how the shop is used, such as which pages load slowly, and never to build advertising profiles. If we enable an analytics provider that processes personal information, we'll name it in this policy.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share personal information only with service providers that help us run the shop, and only what each one needs to do its job. They're not allowed to use it for their own purposes.",
      ],
      bullets: [
        "Our payment processor, which handles your card details and payments",
        "Shipping carriers, which receive your name, shipping address and, where needed, phone number to deliver your order",
        "Our email delivery provider, which sends our transactional emails",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep account, garage and loyalty information for as long as your account is open. Order records are kept as long as we need them to handle returns and warranty claims and to meet tax and accounting requirements. Support messages are kept as long as needed to resolve your request and any follow-up. Your session cookie ends when you sign out or your session expires.",
      ],
    },
    {
      heading: "Your rights and choices",
      paragraphs: [
        "You can view and update your account details, garage and order history at any time from your account. You can ask us for a copy of the personal information we hold about you or ask us to correct it.",
        "You can delete your account at any time in Settings. Deleting your account deletes your personal data, including your profile, garage vehicles and loyalty information. The only exception is any order record we're legally required to keep for tax or accounting, which we keep only for as long as the law requires.",
        "If you live in California, the California Consumer Privacy Act gives you the right to know what personal information we collect, use and disclose; to request access to it and to have it deleted or corrected; and to opt out of the sale or sharing of your personal information. We don't sell or share personal information for cross-context behavioral advertising. We won't treat you differently for exercising any of these rights, and we respond to verified requests within the time the law requires.",
      ],
    },
    {
      heading: "Security, children and contact",
      paragraphs: [
        "Passwords are hashed and never stored in plain text. Card numbers are handled by our payment processor; we store only the card brand, last four digits and expiry date. Connections to our site are encrypted, and access to customer data is limited to the people who need it to help you.",
        "Pitstop is not directed to children under 13, and we don't knowingly collect their personal information.",
        "We'll post any changes to this policy on this page and update the date above; for significant changes, we'll also let account holders know by email. For any privacy question or request, contact our customer support team, available 24/7, and mention that your message is a privacy request so it reaches the right people.",
      ],
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
