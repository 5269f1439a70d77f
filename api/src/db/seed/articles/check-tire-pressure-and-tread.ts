import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to check tire pressure and tread depth";

export const checkTirePressureAndTread: SeedArticle = {
  slug: "how-to-check-tire-pressure-and-tread-depth",
  title,
  excerpt:
    "The right pressure comes from your door-jamb sticker, not the tire. Learn to check it cold, read your tread with a penny, and spot wear patterns early.",
  category: "How-to",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-04-22",
  coverSvg: coverSvg({ title, category: "How-to", hue: 200, motif: "tyre" }),
  bodyMarkdown: `Your tires are the only part of the car that touches the road, and two simple checks tell you most of what you need to know about them: pressure and tread depth. Both take a few minutes and a couple of inexpensive tools.

## Part 1: tire pressure

### Find the right number

The correct pressure for your car is set by the vehicle manufacturer and printed on the **tire placard**, a sticker usually found on the **driver's door jamb**. It can also be inside the fuel filler door or glovebox, and it's always in your owner's manual. Some cars list different pressures for front and rear, or for heavy loads.

**Don't use the number molded into the tire's sidewall.** That's the *maximum* pressure the tire can safely hold, not the pressure your car is designed to run on.

### Check when the tires are cold

Driving warms the tires and raises the pressure, so a reading taken after a drive looks higher than it really is. Check before driving, or after the car has been parked for about three hours, or after driving less than a mile. Outside temperature matters too: pressure drops roughly **1 psi for every 10°F** drop in temperature, which is why so many warning lights come on during the first cold morning of autumn.

### What you need

- A tire pressure gauge (digital or dial gauges are easier to read than pencil-type gauges)
- An air source: a home compressor, a portable 12-volt inflator or a gas-station air pump

### Step by step

1. **Remove the valve cap** and keep it somewhere safe.
2. **Press the gauge firmly and squarely onto the valve stem.** A brief hiss is normal; a continuous hiss means it isn't seated.
3. **Read the pressure** and compare it with the placard.
4. **Add air** in short bursts if it's low, rechecking as you go. If it's high, press the small pin in the center of the valve briefly to let some out.
5. **Refit the valve cap.** It keeps dirt and moisture out of the valve.
6. **Repeat on all four tires**, and on the spare if your car has one. Many cars now carry a sealant and compressor kit instead; check that the sealant hasn't passed its expiry date.

### Why it matters

| Condition | What happens |
|---|---|
| Underinflated | More flexing and heat, faster wear on the outer edges, vaguer handling, longer stopping distances, higher fuel use |
| Overinflated | Smaller contact patch, less grip (especially in the wet), harsher ride, faster wear in the center |
| Correct | The handling, braking and wear the car was engineered for |

### About your TPMS warning light

Cars sold new in the US since the late 2000s have a tire pressure monitoring system. Under the federal standard, the warning must come on when a tire is **25% or more below** the recommended pressure. That's a significant drop, so the light is a safety net, not a substitute for checking monthly. If the light **flashes for a minute or so at startup and then stays on**, that usually indicates a fault in the monitoring system itself rather than low pressure.

## Part 2: tread depth

Tread grooves channel water away from the contact patch. As they wear shallower, the tire becomes much more prone to hydroplaning and loses grip in snow and slush. Tread depth in the US is measured in 32nds of an inch. Many new passenger-car tires start with roughly 10/32 to 11/32 inch; the legal minimum in most states is **2/32 inch**.

### The penny test

1. Take a US penny and hold it with **Lincoln's head upside down**, facing you.
2. Insert it into a main tread groove.
3. **If you can see all of Lincoln's head, your tread is at or below 2/32 inch** and the tire needs replacing now.

### The quarter test

Do the same with a quarter and Washington's head. If you can see the top of his head, you have **less than about 4/32 inch** left. Many tire professionals suggest planning replacement around this point, especially if you drive in rain or snow, because wet and snow traction fall off noticeably as the tread gets shallow.

### Better: a tread depth gauge

An inexpensive tread depth gauge gives you an actual number. Measure in the **inner, center and outer** grooves of each tire, and at a few spots around the circumference.

### Tread wear indicators

Most tires have small raised bars molded across the bottom of the main grooves, at 2/32 inch. When the tread is worn level with those bars, the tire is at its limit.

## Read the wear pattern

Uneven wear is a clue to something else that needs attention:

- **Both outer edges worn:** usually underinflation.
- **Center worn:** usually overinflation.
- **One edge worn:** often an alignment problem.
- **Scalloped or cupped patches:** can point to worn shocks, struts or other suspension parts, or a wheel balance problem.
- **Feathered tread ribs** (smooth one way, sharp the other when you run your hand across): often a toe alignment issue.

If you see any of these, have the alignment and suspension checked; new tires will wear the same way if the cause isn't fixed.

## Other things to look for

- **Bulges or bubbles** in the sidewall: internal damage. **Replace the tire; don't drive on it longer than necessary.**
- **Cuts, cracks or exposed cords.**
- **Nails or screws** in the tread. Many punctures in the tread area can be repaired properly by a shop; sidewall damage generally can't.
- **Age.** The last four digits of the DOT code on the sidewall are the week and year of manufacture: 2324 means the 23rd week of 2024. Rubber ages even when the tread looks fine. Recommendations differ, so **check your vehicle and tire manufacturers' guidance** on when older tires should be replaced.

## Make it a habit

Check pressure **once a month and before long trips**, look over the tread at the same time, and have your tires rotated at the interval in your owner's manual. It's ten minutes that keeps you safer and makes your tires last longer.
`,
};
