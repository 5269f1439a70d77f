import type { ContentPage } from "../content-page.ts";

export const faqPage: ContentPage = {
  title: "Frequently asked questions",
  description:
    "Answers about ordering, fitment and VIN lookup, your garage, account, shipping, returns, warranty, payment, order status and loyalty discounts at Pitstop.",
  intro:
    "Quick answers to the questions we hear most. If you don't find what you need here, our customer support team is available 24/7 and happy to help, especially with fitment questions before you order.",
  sections: [
    {
      heading: "Ordering and payment",
      paragraphs: [
        "Choose your vehicle, add parts to your cart and check out with a credit or debit card. Your cart is kept in your browser, so it's there when you come back on the same device.",
      ],
    },
    {
      heading: "Fitment and your garage",
      paragraphs: [
        "Every part is checked against the vehicle you've selected. Save your cars to your garage so the fit check always matches the car you're shopping for.",
      ],
    },
    {
      heading: "Order status",
      paragraphs: [
        "Each order moves through a few clear steps, and you can see the current one in your order history at any time.",
      ],
      bullets: [
        "Created: we've received your order",
        "Awaiting payment: we're waiting for your payment to be confirmed",
        "Paid: payment is confirmed",
        "Awaiting shipment: your parts are being picked and packed",
        "Shipped: your order has left our warehouse and has tracking",
        "Completed: your order has been delivered",
        "Canceled: the order was canceled and will not ship",
      ],
    },
    {
      heading: "Shipping, returns and warranty",
      paragraphs: [
        "We ship to addresses in all 50 states and to APO/FPO addresses. Unused parts can be returned within 30 days, and every part is covered either by its manufacturer's warranty or by Pitstop's own 90-day defect coverage.",
      ],
    },
    {
      heading: "Account and loyalty",
      paragraphs: [
        "An account lets you save vehicles, follow your orders and earn miles toward loyalty discounts. You can manage or delete it from Settings.",
      ],
    },
  ],
  faq: [
    {
      question: "Why should I create an account?",
      answer:
        "An account keeps your order history and order updates in one place, saves the cars in your garage, and earns you miles toward loyalty discounts on every completed order. All it takes is an email address and a password.",
    },
    {
      question: "How do I place an order?",
      answer:
        "Select your vehicle, browse or search for the part you need and add it to your cart. When you're ready, open the cart, review the items and fit checks, enter your shipping address, choose a shipping method and pay by card.",
    },
    {
      question: "Which payment methods do you accept?",
      answer:
        "We accept major credit and debit cards. Card details are handled by our payment processor; Pitstop never sees or stores your full card number, only the card brand, the last four digits and the expiry date so you can recognize the card later.",
    },
    {
      question: "Can I change or cancel my order after placing it?",
      answer:
        "Contact customer support as soon as possible. We can usually change or cancel an order until it reaches Awaiting shipment. Once an order has shipped it can't be canceled, but you can return it from the order page under our returns policy.",
    },
    {
      question: "How do I know a part fits my car?",
      answer:
        "Select your vehicle by year, make and model or by VIN, and every product page will tell you whether the part fits it. Read any fitment notes too: some parts depend on engine, trim, drivetrain or production date. If you're unsure, ask our support team before you order.",
    },
    {
      question: "Why should I use my VIN?",
      answer:
        "Your 17-character Vehicle Identification Number identifies your car precisely, including details like engine and trim that year, make and model alone can't always tell apart. You'll find it at the base of the windshield on the driver's side, on the driver's door jamb, and on your registration and insurance card.",
    },
    {
      question: "What happens if a part doesn't fit even though you said it would?",
      answer:
        "If we said a part fits the car you bought it for and it doesn't, return it from your order page as \"Doesn't fit my vehicle\": the label is free and the refund is in full, shipping included.",
    },
    {
      question: "What is the garage?",
      answer:
        "Your garage is where you save the cars you shop for. Add as many vehicles as you like, pick the one you're shopping for, and the fit checks across the shop will follow that vehicle. You can switch or remove vehicles at any time.",
    },
    {
      question: "How do I update or delete my account?",
      answer:
        "Go to Settings to manage your account. Deleting your account there removes your profile, garage and account data, as described in our privacy policy. If you can't sign in, contact customer support and we'll help you get back into your account.",
    },
    {
      question: "Where are my cart, favorites and recently viewed items stored?",
      answer:
        "They're kept in your browser's local storage on the device you're using. That keeps them private and fast, but it also means they won't follow you to another device or browser, and clearing your browser data removes them.",
    },
    {
      question: "What do the order statuses mean?",
      answer:
        "Created means we've received the order. Awaiting payment means we're waiting for the payment to be confirmed, and Paid means it has been. Awaiting shipment means your parts are being picked and packed. Shipped means the order is on its way and has tracking. Completed means it has been delivered. Canceled means the order was canceled and won't ship.",
    },
    {
      question: "How long does shipping take?",
      answer:
        "Standard shipping takes 3 to 7 business days and Expedited 2 to 3 business days, both after processing. Overnight is available for orders placed before 2 pm ET on a business day. Standard shipping is free on orders of $99 or more after discounts. Some heavy, oversize or hazardous items have handling fees or can only ship by ground.",
    },
    {
      question: "Do you ship outside the USA?",
      answer:
        "Not at the moment. We ship to addresses in all 50 states. APO/FPO addresses are supported with Standard shipping only.",
    },
    {
      question: "How do I track my order?",
      answer:
        "When your order ships, we email you the carrier and tracking number. You can also see the current status of every order in your order history.",
    },
    {
      question: "What is your return policy?",
      answer:
        "You can return unused parts in their original packaging within 30 days of delivery: open the order in your account and choose Return items. A few items can't be returned, such as electrical parts once installed, special-order items and opened fluids. Refunds go back to the card you paid with once the parts reach us; banks usually show them within 5 to 10 business days.",
    },
    {
      question: "What warranty do parts come with?",
      answer:
        "Parts with a manufacturer's warranty keep it in full; the length varies by brand and is shown on each product page. Parts without a manufacturer's warranty are covered by Pitstop's own 90-day defect coverage. To make a claim, contact us with your order number, photos and a short description of the problem.",
    },
    {
      question: "How do loyalty discounts work?",
      answer:
        "You earn miles on every completed order. As your miles add up, you move up loyalty levels, and each level comes with a discount applied automatically at checkout. See your profile for your current level, your miles and what it takes to reach the next level.",
    },
    {
      question: "Can I combine a loyalty discount with free shipping?",
      answer:
        "Yes. Free standard shipping is based on your order total after discounts, so if your order is still $99 or more once your loyalty discount is applied, standard shipping is free.",
    },
    {
      question: "Is customer support really available around the clock?",
      answer:
        "Yes, our support team is available 24/7. Have your order number ready if your question is about an existing order, and your VIN or vehicle details if it's about fitment.",
    },
  ],
  cta: { label: "Find parts for your car", to: "/" },
};
