import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Choosing brake pads: ceramic vs semi-metallic vs organic";

export const choosingBrakePads: SeedArticle = {
  slug: "choosing-brake-pads-ceramic-vs-semi-metallic-vs-organic",
  title,
  excerpt:
    "Quiet and clean, or maximum bite under heat? How the three main pad compounds compare, and what else to look for on the box before you buy.",
  category: "Buying guide",
  author: "Marco Ruiz, parts specialist",
  publishedAt: "2026-05-06",
  coverSvg: coverSvg({ title, category: "Buying guide", hue: 8, motif: "brake" }),
  bodyMarkdown: `Brake pads all do the same job, pressing friction material against the rotor to turn motion into heat, but the compound they're made of changes how they feel, how much noise and dust they make, how long they last and how they cope with heat. Here's how to choose.

## Start with what your car came with

The simplest rule: **match or improve on the original equipment type**. Your car's brakes were engineered and tested with a particular friction material, and a pad of the same type will feel familiar. Your owner's manual rarely says which compound was fitted, but the pad listings for your vehicle usually indicate an OE-style option. Go a different way only when you have a reason: heavy towing, a lot of mountain driving, or a dislike of dust or noise.

## The three main compounds

### Organic (NAO)

Non-asbestos organic pads use fibers, rubber, resins and fillers such as glass or Kevlar-type fibers.

- **Pros:** quiet, gentle on rotors, good initial bite when cold, usually inexpensive.
- **Cons:** wear faster, can produce a fair amount of dust, and are less tolerant of sustained high temperatures, so they can fade under repeated hard stops.
- **Best for:** lighter cars and gentle commuting.

### Semi-metallic

These contain a substantial share of metal (steel fibers, iron powder and similar) blended with fillers and binders.

- **Pros:** strong bite, handle heat well and dissipate it, good for heavy vehicles and hard use, often affordable.
- **Cons:** can be noisier, make more dark dust, and tend to wear rotors faster. Some feel grabby when cold.
- **Best for:** trucks, SUVs, towing, mountain driving, and cars that came with them.

### Ceramic

Ceramic pads use ceramic fibers and fillers, sometimes with small amounts of metal.

- **Pros:** very quiet, light-colored low-visibility dust, long life, consistent feel across normal driving temperatures, easy on rotors.
- **Cons:** usually the most expensive; some formulations have a little less initial bite than semi-metallic and aren't the first choice for heavy towing or track use.
- **Best for:** daily drivers where clean wheels and quiet stops matter.

## Side by side

| | Organic | Semi-metallic | Ceramic |
|---|---|---|---|
| Noise | Low | Moderate to high | Lowest |
| Dust | Moderate | Heavy, dark | Light, pale |
| Pad life | Shorter | Good | Long |
| Rotor wear | Low | Higher | Low |
| Heat tolerance | Lowest | High | Good for street use |
| Cold bite | Good | Good to strong | Good |
| Price | Low | Low to mid | Mid to high |

These are general tendencies. Formulations differ a lot between brands and product lines, so a premium semi-metallic can be quieter than a budget ceramic.

## Match the pad to how you drive

- **Commuting and city driving:** ceramic or a quality organic. Lots of gentle stops, where quietness and low dust are most noticeable.
- **Towing, hauling, mountain roads:** semi-metallic or a severe-duty pad designed for your vehicle. Heat resistance matters more than dust.
- **Performance driving on the street:** a performance pad from a reputable maker; look at the recommended temperature range. True track pads can be noisy, dusty and poor when cold, which makes them a bad fit for daily use.

## What else to check on the listing

### Hardware and shims

Good pads come with **shims** (the thin layers on the backing plate that damp vibration) and often new **abutment clips**. Reusing worn, rusty clips is a common cause of noise and uneven wear, so a pad set that includes hardware is worth a small premium.

### Wear indicators and sensors

Many pads have a **mechanical wear indicator**, a small metal tab that squeals against the rotor when the pad is nearly worn. Many European vehicles and some others use **electronic wear sensors** instead, which trigger a dashboard warning. These sensors are often replaced along with the pads because they're designed to wear through; check whether your pad set includes them.

### Rotors

New pads need a smooth, true rotor of at least the **minimum thickness** stamped on the rotor itself. If your rotors are scored, warped-feeling, lipped or near minimum, budget for new rotors too. Always replace pads **on both sides of an axle** at once.

### Edge codes

Many pads have a two-letter **edge code** printed on the friction material, such as "FF" or "EF". It comes from an industry lab test (SAE J866) and describes the friction coefficient when cold and when hot. Higher letters mean more friction: **E** is roughly 0.25 to 0.35, **F** roughly 0.35 to 0.45 and **G** roughly 0.45 to 0.55. It's a useful hint about bite, but it says nothing about noise, wear, fade or pedal feel, so treat it as one data point.

### LeafMark and copper

Pads sold in the US increasingly carry a **LeafMark** symbol with a letter. It relates to limits on copper and other heavy metals in friction material that began in California and Washington and were adopted nationwide by industry agreement. An **"N"** means less than 0.5% copper by weight. It's an environmental marking, not a performance rating.

## A note on price

Brakes aren't the place to buy the cheapest possible option. A mid-range pad from an established brand, with hardware included and the right compound for your driving, is usually the best value. If your car has an unusual brake system or you're not sure which option fits, use our fitment lookup or contact our support team before you order.

**Whatever you choose, new pads need a proper bedding-in procedure** to perform well. Our brake pad replacement guide walks through it.
`,
};
