import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to replace a cabin air filter";

export const replaceCabinAirFilter: SeedArticle = {
  slug: "how-to-replace-a-cabin-air-filter",
  title,
  excerpt:
    "Weak airflow, a musty smell or windows that won't clear? On most cars the cabin air filter sits behind the glovebox and takes about fifteen minutes to change.",
  category: "How-to",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-04-08",
  coverSvg: coverSvg({ title, category: "How-to", hue: 172, motif: "filter" }),
  bodyMarkdown: `The cabin air filter cleans the air that your heating, ventilation and air-conditioning system blows into the car. It traps dust, pollen, leaves and road grime before they reach you. It's one of the easiest maintenance jobs to do yourself, and on many cars it needs no tools at all.

## Cabin filter or engine air filter?

They're different parts. The **engine air filter** sits in a box under the hood and cleans the air going into the engine. The **cabin air filter** cleans the air you breathe. This guide covers the cabin filter; the two are often replaced at similar intervals, so it's worth checking both.

## When to replace it

Replacement intervals vary by manufacturer. Many suggest roughly **every 12,000 to 15,000 miles or once a year**, but check your owner's manual or maintenance schedule. Replace it sooner if you drive on dusty or unpaved roads, in heavy traffic, or in areas with lots of pollen. Signs it's due:

- **Reduced airflow** from the vents, even on the highest fan setting
- **A musty or stale smell** when the fan or A/C is on
- **Windows that fog up or take longer to clear**
- **More dust** settling on the dashboard
- **A whistling noise** from the vents as the fan strains to pull air through

## Choosing a filter

| Type | What it does | Best for |
|---|---|---|
| Particulate | Pleated media traps dust, pollen and debris | Everyday driving |
| Activated carbon | Adds a carbon layer that absorbs many odors and some exhaust fumes | City driving, traffic, smells |
| Enhanced or antimicrobial | Treated media aimed at finer particles or mold growth | Allergy sufferers, humid climates |

Whatever type you pick, it must match your vehicle's filter housing exactly. Filters that are slightly too small let air bypass the media. Use our vehicle fitment lookup or your owner's manual to find the right size.

## Where it lives

On most modern cars the filter sits **behind the glovebox**. Less commonly it's **under the dashboard** on the passenger side, or **under the cowl panel** at the base of the windshield, reached from under the hood. Your owner's manual will show the location. A few older vehicles have no cabin filter at all, and some have a housing with no filter fitted from the factory.

## What you need

- The new filter
- A flashlight
- A small vacuum cleaner or a cloth
- Possibly a screwdriver, depending on the car
- Disposable gloves (the old filter can be filthy)

## Step by step (behind-the-glovebox type)

1. **Empty the glovebox.** It's much easier to handle without the contents.
2. **Release the glovebox.** Many gloveboxes have a damper arm or strut on one side; unclip it. Then squeeze the sides of the glovebox inward (or remove the stop pins or screws) so it can swing down past its stops. Some cars need the whole glovebox removed. Go gently; the plastic tabs are easy to break.
3. **Find the filter cover.** Behind the glovebox you'll see a narrow rectangular cover, usually held by clips or tabs at each end.
4. **Remove the cover and slide out the old filter.** Pull it straight out slowly to avoid dropping debris into the blower fan. **Note which way the airflow arrow points** on the old filter before you put it aside.
5. **Clean the housing.** Vacuum or wipe out leaves and dust. Look for anything that could block airflow.
6. **Insert the new filter** with the **airflow arrow pointing the same direction** as the old one. Many housings have a label or arrow showing the correct direction; on a lot of cars the air flows downward through the filter, but don't assume, check the housing.
7. **Refit the cover** until the clips seat, then **put the glovebox back**: swing it up past the stops and reattach the damper arm.
8. **Test it.** Run the fan on high and switch through the vent settings. Airflow should be noticeably stronger if the old filter was clogged.

For cowl-mounted filters, you'll usually remove the plastic panel at the base of the windshield (sometimes the wiper arms too) to reach the housing. If that looks more involved than you're comfortable with, it's a quick job for a shop.

## Tips

- **Don't run the system without a filter.** Debris can reach the blower motor and the A/C evaporator, which is costly to clean or replace.
- **Don't try to clean and reuse a paper filter.** Tapping or vacuuming it removes surface dust but not what's embedded in the media.
- **Write the date and mileage** on the new filter's edge with a marker, so you'll know when it went in.
- **Lingering musty smells** after a new filter may come from mold on the evaporator. Running the fan without A/C for a few minutes before you park helps dry it out; persistent odors are worth a professional cleaning.

## Safety note

The job itself is low risk, but **take care around airbag components**: the passenger airbag sits in the dashboard above the glovebox, and some cars have a knee airbag or its wiring in the lower dash near the glovebox. Don't pry at panels you can't identify, never probe yellow connectors or wiring (the usual color for airbag circuits), and if a repair manual calls for disconnecting the battery for your specific car, follow it.

Fifteen minutes with a new filter is one of the quickest ways to make your car a nicer place to sit, especially in allergy season.
`,
};
