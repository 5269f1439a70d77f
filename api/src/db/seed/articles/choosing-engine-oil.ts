import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Choosing engine oil: viscosity, certifications and synthetic vs conventional";

export const choosingEngineOil: SeedArticle = {
  slug: "choosing-engine-oil-viscosity-certifications-and-synthetic-vs-conventional",
  title,
  excerpt:
    "What 0W-20 actually means, which symbols on the bottle matter, and when synthetic oil is worth it. Your owner's manual has the final word.",
  category: "Buying guide",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-06-10",
  coverSvg: coverSvg({ title, category: "Buying guide", hue: 28, motif: "oil" }),
  bodyMarkdown: `Walk down any oil aisle and you'll see dozens of bottles with numbers, stars, donuts and marketing claims. The good news is that choosing the right oil comes down to three questions: which **viscosity grade**, which **specification** and which **base oil type**. Your owner's manual answers the first two for you.

## Rule number one: follow the owner's manual

Your vehicle's manufacturer specifies the oil the engine was designed and tested with. The manual lists:

- The **viscosity grade** (for example 0W-20 or 5W-30), sometimes with alternatives for different climates
- The **performance standard** the oil must meet (an API category, an ILSAC standard, or a manufacturer's own specification)
- The **capacity**, usually with and without a filter change

Using a different grade or an oil that lacks the required approval can affect engine protection, fuel economy and, in some cases, warranty coverage. If the manual and a product label disagree, go with the manual. Many cars also print the viscosity on the oil filler cap.

## Viscosity grades explained

Viscosity is how easily oil flows. Multigrade oils carry two numbers separated by a W, defined by the SAE J300 standard. Take **5W-30**:

- **5W** describes cold performance. The W stands for winter. The lower the number, the better the oil flows at low temperatures, which matters most at startup when parts are unprotected.
- **30** describes the viscosity at normal engine operating temperature (measured at 100°C). A higher number means a thicker oil when hot.

| Grade | Where you'll typically see it |
|---|---|
| 0W-16, 0W-8 | Some recent fuel-efficient and hybrid engines, only where specified |
| 0W-20 | Very common in modern gasoline cars |
| 5W-20 | Common in many cars and trucks, particularly older models |
| 5W-30 | A long-standing common grade for gasoline engines |
| 0W-40, 5W-40 | Many European and performance engines |
| 10W-30, 15W-40 | Older engines; 15W-40 is common for diesels |

This table only shows typical uses; your manual is the authority. A "thicker" oil is **not** automatically more protective. Modern engines have tight clearances and oil-pressure-operated systems, such as variable valve timing, that are calibrated for a particular viscosity.

## Certifications: the symbols worth looking for

### API service symbol (the "donut")

The American Petroleum Institute's round symbol shows three things: the **service category** in the top half (for example "API SERVICE SP" or "SQ"), the **viscosity grade** in the center, and whether the oil qualifies as **resource conserving** in the bottom half.

Gasoline categories start with S, and newer letters supersede older ones. API SP arrived in 2020 and API SQ followed in 2025. Newer gasoline categories are generally suitable where a manual calls for an earlier one. Diesel categories start with C (for example CK-4); some diesel oils carry both. **Check your manual before using a diesel-category oil in a gasoline engine** or vice versa.

### ILSAC "starburst"

The starburst mark means the oil meets the current ILSAC standard for gasoline passenger cars, set jointly by US and Japanese automakers. It focuses on fuel economy, emission-system protection and protection against issues such as low-speed pre-ignition in turbocharged engines. Oils in very low grades such as 0W-16 carry a shield-shaped mark instead of the starburst, because they're only for engines designed for them.

### Manufacturer specifications

Many automakers publish their own oil approvals, which go further than API or ILSAC. Examples include GM dexos1, Volkswagen 502 00 or 508 00, Mercedes-Benz 229-series approvals and BMW Longlife specifications. **If your manual names one of these, the bottle must list it.** This is particularly common for European cars, turbocharged engines and diesels.

## Synthetic vs conventional

| Type | What it is | Good to know |
|---|---|---|
| Conventional | Refined from crude oil | Lowest cost; fine for engines that specify it |
| Synthetic blend | Mix of conventional and synthetic base oils | Middle ground in price and performance |
| Full synthetic | Highly refined or chemically synthesized base oils | Better cold flow, resistance to breakdown at high temperature and lower volatility |
| High-mileage | Any of the above with additives aimed at older engines | Often includes seal conditioners meant to reduce minor leaks and consumption |

Many modern engines, particularly those that call for 0W grades or have turbochargers, **require synthetic oil**, and most 0W-20 oils on the market are synthetic or synthetic blends. In the US, "synthetic" on a label can cover a range of base-oil types, so the certifications on the bottle tell you more about performance than the word itself.

Is synthetic worth it if your car doesn't require it? It offers better protection in very hot or very cold climates, for towing and for frequent short trips, and it is more resistant to breaking down. But any oil that meets your manual's specification will protect your engine when changed on schedule.

## Change intervals

Follow your car's **oil-life monitor** if it has one, or the schedule in your manual. Many manuals list a shorter **severe-service** interval for conditions like frequent short trips, extreme temperatures, dusty roads or towing, which describe a lot of everyday driving. Change the filter every time you change the oil unless your manual says otherwise.

## Quick buying checklist

1. **Viscosity grade** matches the manual (for example 0W-20).
2. **API category** is current, and the ILSAC mark is present if the manual asks for it.
3. **Manufacturer approval** is printed on the bottle if your manual requires one.
4. **Base oil type** meets the manual's requirement (synthetic if specified).
5. **Enough for the job:** the capacity in your manual plus a spare quart for top-ups.

Not sure what your car needs? Choose your vehicle on Pitstop to see the products listed for it, check the bottle's specifications against your owner's manual, and contact our support team if anything is unclear.
`,
};
