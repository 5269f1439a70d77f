import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Pitstop opens: parts that fit, checked against your vehicle";

export const pitstopOpens: SeedArticle = {
  slug: "pitstop-opens-parts-that-fit-checked-against-your-vehicle",
  title,
  excerpt:
    "Pitstop is open. Tell us what you drive and we'll show the parts listed for it. Here's how vehicle fitment, your garage and our support team work.",
  category: "News",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-11-20",
  coverSvg: coverSvg({ title, category: "News", hue: 265, motif: "road" }),
  bodyMarkdown: `Pitstop is open. We built it around one simple idea: **the first question about any car part should be "will it fit my car?"**, and the shop should help you answer it before you reach the checkout, not after the box arrives.

This post explains how the shop works, what you can expect from us, and where the limits are.

## Start with your vehicle

Choose your vehicle's **year, make and model** and Pitstop takes you to a page for that vehicle, with the catalog narrowed to parts listed as fitting it. Our year, make and model lists are built on the US government's public vehicle database maintained by NHTSA, the National Highway Traffic Safety Administration, so you'll find makes and models spelled the way they appear on official records.

From a vehicle page you can filter by part type, brand and rating, and sort the results. Each product page shows the part's specifications and part number.

## Your garage

If you create an account, you can save the vehicles you own in your **garage** and mark one as your **main car**. The garage icon in the top bar shows a checkmark when a main car is set, and the vehicles you save are there whenever you sign in, on any device.

You don't need an account to browse by vehicle: the shop remembers the **vehicles you've recently viewed** on your device, and you can clear that history at any time. If you sign in later, you can add cars from that history to your garage with one click.

## How fitment works, and its limits

Fitment means matching a part to the vehicles it's designed for. Every part in our catalog either lists the vehicles it fits, by year range, make and model, or is marked **universal** when it isn't vehicle-specific (many accessories and cleaning products, for example).

We want to be straightforward about one thing: **a year, make and model doesn't always identify a car completely.** Engines, trim levels, brake packages and mid-year production changes can mean two cars with the same name need different parts. So:

- Read the **specifications and fitment notes** on the product page.
- Compare them with your **existing part** if you can: part numbers, sizes, connector types.
- Check your **owner's manual** for specifications such as oil grade, bulb sizes and battery group size.
- If anything is unclear, **ask us before you order.**

Our guide on finding the right part for your car explains how to read your VIN and the label on your door jamb to fill in those details.

## Support around the clock

Our customer support team is available **24/7**. If you're unsure whether a part fits, can't find what you need, or have a question about an order, get in touch. Have your vehicle's year, make, model and ideally the VIN ready, and we'll help you find the right part. You'll find our contact details in the footer of every page.

## Shipping, returns and warranty

Shipping costs and delivery options depend on what you order and where it's going, and we show them before you pay. Our **shipping page** has the details, including how order value affects shipping charges. Our **returns** and **warranty** pages explain what to do if a part isn't right or develops a fault. We'd rather help you choose correctly in the first place, but if something does go wrong, we'll sort it out.

## Your account

A Pitstop account gives you:

- Your **garage** of saved vehicles
- A **wishlist** for parts you're considering
- Your **order history** and order status
- Saved **addresses** for faster checkout
- Saved **articles** from this blog

Your cart works without an account. If you sign in later, the items in it are combined with any cart saved to your account, so nothing gets lost.

## The Pitstop blog

Alongside the shop, we publish practical guides written for car owners: how-to articles such as checking your oil, changing wiper blades or replacing brake pads; buying guides on brake pads, engine oil, tires, batteries and headlight bulbs; and maintenance and safety advice for every season. Our aim is simple: accurate, useful information, with clear warnings where a job is better left to a professional. Where details vary between vehicles, we'll always point you to your owner's manual.

If there's a topic you'd like us to cover, let our support team know.

## Thank you

Thanks for visiting Pitstop. Add your car, have a look around, and tell us what you think. We're listening, and we'll keep improving the shop based on what you tell us.
`,
};
