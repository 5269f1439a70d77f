import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Choosing a car battery: group size, CCA and AGM vs flooded";

export const choosingACarBattery: SeedArticle = {
  slug: "choosing-a-car-battery-group-size-cca-and-agm-vs-flooded",
  title,
  excerpt:
    "The numbers on a battery label explained: BCI group size, cold-cranking amps and reserve capacity, plus when your car needs an AGM or EFB battery.",
  category: "Buying guide",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-09-30",
  coverSvg: coverSvg({ title, category: "Buying guide", hue: 120, motif: "battery" }),
  bodyMarkdown: `Car batteries don't usually give much warning before they fail, and cold mornings are when weak ones give up. When it's time for a new one, a handful of specifications decide whether it fits, whether it's strong enough, and whether it suits your car's electrical system.

## Signs your battery is on its way out

- Slow cranking, especially on cold mornings
- Needing a jump start more than once
- Dim lights at idle, or electronics resetting
- A battery warning on the dashboard (though this often points to the charging system instead)
- Swelling, cracks, leaks or heavy corrosion on the terminals
- Age: many batteries last somewhere around three to five years, less in hot climates, where heat speeds up internal wear

A quick test at a parts store or workshop tells you more than guesswork. A fully charged conventional 12-volt battery at rest (engine off for a few hours) typically reads about 12.6 volts or a little more; a reading around 12.2 volts suggests it's only about half charged. A load test is the more reliable check of its health.

## 1. Group size: will it fit?

The **BCI group size** (set by Battery Council International) defines the battery's outside dimensions, the **terminal positions** and the **terminal type**. Common examples include 24F, 35, 47 (H5), 48 (H6), 49 (H8), 51R, 65 and 94R (H7).

Why it matters:

- The battery must fit the tray and be clamped securely by the **hold-down**. A loose battery can be damaged by vibration or short out.
- The terminals must be on the correct side. An "R" suffix usually means reversed terminal positions, and the cables may not reach if you pick the wrong layout.
- Some vehicles use side-post terminals rather than top posts.

**Your owner's manual, the label on your current battery or our vehicle fitment lookup** will give you the right group size.

## 2. Cold-cranking amps (CCA): is it strong enough?

**CCA** is the current a new, fully charged battery can deliver at **0°F (-18°C) for 30 seconds** while staying above 7.2 volts. It measures the battery's ability to start an engine in the cold, when oil is thick and chemical reactions are slow.

- **Meet or exceed** the CCA rating your vehicle's manufacturer specifies.
- More CCA than required won't harm anything, and it's a sensible choice in cold climates or for larger engines, but there's no need to pay heavily for far more than you need.
- You may also see **CA** (cranking amps, measured at 32°F) or **MCA** (marine cranking amps). These are higher numbers measured in easier conditions; compare CCA with CCA.

## 3. Reserve capacity (RC)

**Reserve capacity** is the number of minutes a fully charged battery can supply 25 amps at 80°F before dropping to 10.5 volts. In practice, it's a measure of how long the battery could keep essential systems running if the alternator failed. Modern cars with lots of electronics benefit from a healthy RC. Some batteries list **amp-hours (Ah)** instead or as well.

## 4. Battery type: flooded, EFB or AGM

| Type | How it's built | Typical use |
|---|---|---|
| Flooded (standard lead-acid) | Plates in liquid electrolyte | Conventional vehicles without start-stop; lowest cost |
| EFB (enhanced flooded) | Flooded design built for more frequent cycling | Many entry-level start-stop vehicles |
| AGM (absorbed glass mat) | Electrolyte held in glass-fiber mats; sealed and spill-resistant | Start-stop vehicles, cars with heavy electrical loads, many premium models |

**The key rule: replace like with like, or upgrade.** If your car came with an AGM battery, replace it with an AGM. Start-stop systems and the charging strategy of many modern cars are designed around it, and a standard flooded battery can fail quickly in that role. If your car has an EFB, an EFB or an AGM is usually fine, but **check your owner's manual**. AGM batteries also resist vibration well and cope better with deep discharges, at a higher price.

## 5. Freshness and warranty

Batteries slowly self-discharge on the shelf. Look for a **date code** on the case or label (formats vary by brand, often a month and year) and prefer one made recently. Compare warranties too: many have a **free-replacement period** followed by a prorated period, and the free-replacement length is often the more useful number.

## Installing a battery: the essentials

**Battery acid is corrosive and batteries can vent explosive hydrogen gas.** Wear eye protection and gloves, and keep sparks and flames away.

1. **Switch everything off** and remove the key.
2. **Disconnect the negative (-) terminal first**, then the positive (+). This stops your wrench from causing a short if it touches the car body while on the positive terminal.
3. Remove the hold-down and lift the battery out. **Lift with your legs**: batteries are heavy.
4. Clean the tray and cable terminals. A paste of baking soda and water neutralizes acid residue; rinse and dry.
5. Fit the new battery, secure the **hold-down** firmly, and **connect the positive first, then the negative**.
6. Check the terminals are tight and can't be twisted by hand.

### Modern-car extras

- **Memory savers** that plug into a power outlet or the OBD-II port can keep radio presets and settings alive during the swap. Use one carefully and keep its clip away from the terminals.
- **Battery registration:** on many newer vehicles, particularly those with start-stop or an intelligent battery sensor, the new battery must be registered with a scan tool so the charging system adapts to it. Skipping this can shorten the new battery's life. **Check your owner's manual or service information**; if your car needs it and you don't have the tool, a shop can do it.
- **Relearn procedures:** some cars need windows, sunroofs or idle settings relearned after power is disconnected.

## Recycling and core charges

Lead-acid batteries are among the most recycled consumer products. Never put one in household trash. Retailers typically take old batteries back, and many states require a **core charge** that's refunded when you return the old one.

Get the group size, CCA and type right, and a new battery should give you years of dependable starts.
`,
};
