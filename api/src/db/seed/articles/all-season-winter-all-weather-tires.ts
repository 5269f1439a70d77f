import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "All-season vs winter vs all-weather tires: which do you need?";

export const allSeasonWinterAllWeatherTires: SeedArticle = {
  slug: "all-season-vs-winter-vs-all-weather-tires-which-do-you-need",
  title,
  excerpt:
    "What the mountain-snowflake symbol really means, how the three tire types compare in cold and snow, and how to read a size code like 225/45R17 94V.",
  category: "Buying guide",
  author: "Marco Ruiz, parts specialist",
  publishedAt: "2026-10-14",
  coverSvg: coverSvg({ title, category: "Buying guide", hue: 75, motif: "tyre" }),
  bodyMarkdown: `Most cars in the US leave the factory on all-season tires, and for many drivers that's fine. But if your winters bring regular snow, ice or long stretches of freezing temperatures, the choice of tire makes a bigger difference to grip and stopping than almost anything else you can buy for the car. Here's how the options compare.

## The three main choices

### All-season

Designed as a compromise for a wide range of conditions: dry and wet roads year-round and light snow.

- **Strengths:** long tread life, quiet, good in warm and wet weather, no seasonal swapping.
- **Limits:** the rubber compound stiffens as temperatures drop, and the tread isn't designed to bite into snow and ice. Many carry an **M+S** (mud and snow) marking, but that's based on tread design features rather than a snow traction test.

### Winter

Built specifically for cold weather, snow and ice.

- **Strengths:** a compound that stays flexible in the cold, deep tread with many small slits (sipes) that grip snow and ice, and patterns that clear slush.
- **Limits:** wear faster on warm, dry pavement, less precise handling in warm weather, and you need to swap them each season.
- **Use them in a set of four.** Mixing winter tires on one axle with all-seasons on the other can make the car unstable when braking or cornering in slippery conditions.
- **Studded tires** offer more grip on ice but are restricted or banned at certain times of year in many states. Check your state's rules.

A commonly used rule of thumb is that winter tires start to pay off once temperatures are regularly below about **45°F (7°C)**.

### All-weather

A newer category: tires meant for year-round use that also carry the **three-peak mountain snowflake** symbol.

- **Strengths:** noticeably better snow traction than a typical all-season, no seasonal changeover.
- **Limits:** generally not as capable as a dedicated winter tire on ice and deep snow, and they may wear faster or feel less sharp in summer than a good all-season.
- **Good fit for:** drivers with real but moderate winters who don't want to store and swap a second set.

## The three-peak mountain snowflake (3PMSF)

The symbol is a snowflake inside a mountain with three peaks. Unlike M+S, it means the tire has **passed a standardized snow traction test**: it must deliver a set minimum improvement in acceleration traction on medium-packed snow compared with a standard reference tire. It's the mark to look for if you need dependable snow performance. It doesn't measure ice grip, so dedicated winter tires still have the edge there.

## Side by side

| | All-season | All-weather | Winter |
|---|---|---|---|
| Snow traction | Light snow | Good, 3PMSF rated | Best, 3PMSF rated |
| Ice | Limited | Moderate | Best (especially studded) |
| Cold, dry roads | Fair | Good | Good |
| Hot summer roads | Good | Fair to good | Poor; wear quickly |
| Tread life | Long | Moderate | Shorter in warm weather |
| Seasonal swap | No | No | Yes |

## How to choose

- **Mild winters, rare snow:** all-season.
- **Regular snow, but you want one set year-round:** all-weather.
- **Harsh winters, hills, ice, or frequent driving in snow:** winter tires for the cold months, with all-season or summer tires for the rest of the year. Many drivers keep the winter set mounted on a second set of wheels to make swaps quicker and cheaper.

**All-wheel drive helps you get moving, but it doesn't help you stop or steer.** Tires do. An AWD vehicle on all-season tires can still slide through an icy intersection.

## Reading the size code: 225/45R17 94V

Every tire sidewall carries a size and service description. Here's what each part of a typical one means:

| Part | Meaning |
|---|---|
| 225 | **Section width** in millimeters, sidewall to sidewall |
| 45 | **Aspect ratio**: sidewall height is 45% of the width |
| R | **Radial** construction (almost all modern car tires) |
| 17 | **Wheel diameter** in inches |
| 94 | **Load index**: 94 means up to 1,477 lb (670 kg) per tire |
| V | **Speed rating**: V means up to 149 mph (240 km/h) |

Some sizes start with **P** (P-metric, for passenger vehicles) or **LT** (light truck), which use different load standards. **XL** or "Extra Load" marks a reinforced tire rated to carry more at a higher pressure.

### Common speed ratings

| Rating | Maximum speed |
|---|---|
| S | 112 mph |
| T | 118 mph |
| H | 130 mph |
| V | 149 mph |
| W | 168 mph |
| Y | 186 mph |

Speed ratings are tested under controlled conditions; they're not a suggestion to drive that fast. **Replacement tires should match or exceed the load index and, generally, the speed rating** on your vehicle's tire placard (driver's door jamb). Winter tires are commonly sold with a lower speed rating than the summer or all-season originals, and some vehicle manufacturers allow this for winter tires. **Check your owner's manual.**

## Other sidewall markings

- **DOT code:** the last four digits are the week and year of manufacture (for example 4125 means the 41st week of 2025).
- **UTQG ratings** (on most passenger tires): treadwear (a relative number), traction (AA, A, B or C) and temperature (A, B or C). They're useful for comparing tires within a brand; treadwear numbers aren't directly comparable between brands.

## Don't forget pressure

Tire pressure drops as temperatures fall, roughly 1 psi for every 10°F. When the season changes, check all four tires against the placard with a gauge, whichever type you choose.

Use our vehicle fitment lookup to see tire sizes listed for your car, and check them against the placard on your door jamb before ordering.
`,
};
