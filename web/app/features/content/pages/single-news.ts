import type { ContentPage } from "../content-page.ts";

export const singleNewsPage: ContentPage = {
  title: "Pitstop news and guides",
  description:
    "Maintenance how-tos, buying guides and shop news from the Pitstop team, written to help you choose the right parts and do the job right.",
  intro:
    "Buying the right part is only half the job. Pitstop news and guides is where our team shares what we know about keeping cars running well: step-by-step maintenance how-tos, buying guides that cut through the jargon, and news about the shop itself.",
  sections: [
    {
      heading: "Maintenance how-tos",
      paragraphs: [
        "Practical walkthroughs of common jobs you can do at home, from changing oil and replacing cabin and engine air filters to swapping wiper blades, bulbs and batteries. Each guide lists the tools and parts you'll need, explains the steps in order, and points out the mistakes that cost people time.",
        "We're upfront about difficulty. When a job involves brakes, steering, suspension, fuel systems or airbags, we say so clearly and recommend a professional if you're not fully confident.",
      ],
    },
    {
      heading: "Buying guides",
      paragraphs: [
        "Brake pads come in ceramic, semi-metallic and organic compounds. Batteries are rated for cold cranking amps and reserve capacity. Oil comes in a range of viscosities and specifications. Our buying guides explain what those differences mean in practice, which matter for the way you drive, and which are mostly marketing, so you can choose with confidence instead of guessing.",
      ],
      bullets: [
        "What to look for, in plain language",
        "How to check fitment details that commonly catch people out",
        "When spending more is worth it, and when it isn't",
      ],
    },
    {
      heading: "Shop news",
      paragraphs: [
        "Updates on Pitstop itself: new brands and categories in the catalog, improvements to vehicle search and your garage, changes to our shipping or returns policies, and anything else we think you'd want to know. We keep it short and only post when there's actually something to say.",
      ],
    },
    {
      heading: "How we write our guides",
      paragraphs: [
        "Our guides are written by people on our team who work on their own cars. We base them on manufacturer instructions and service information, and we don't recommend a product because a brand asked us to.",
        "Every car is a little different, so treat a guide as a starting point and check your vehicle's service manual for specifics like torque values and fluid capacities. If you spot a mistake or have a job you'd like us to cover, let our support team know; suggestions from car owners shape what we write next.",
      ],
    },
  ],
  cta: { label: "Browse news and guides", to: "/blog" },
};
