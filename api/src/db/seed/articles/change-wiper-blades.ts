import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to change wiper blades";

export const changeWiperBlades: SeedArticle = {
  slug: "how-to-change-wiper-blades",
  title,
  excerpt:
    "Streaks, chatter or a split edge mean it's time. Here's how to pick the right size and connector and swap a blade in a few minutes without scratching your windshield.",
  category: "How-to",
  author: "Marco Ruiz, parts specialist",
  publishedAt: "2026-03-18",
  coverSvg: coverSvg({ title, category: "How-to", hue: 150, motif: "wiper" }),
  bodyMarkdown: `Wiper blades are cheap, quick to replace and directly tied to how well you can see in bad weather. Yet they are easy to forget until the first heavy rain of the season shows you a smeared windshield. Here's how to tell when they're done and how to replace them yourself.

## Signs your blades need replacing

Rubber ages from sunlight, heat, cold and ozone, whether or not you use the wipers much. Many drivers replace them **every six to twelve months**, but the condition matters more than the calendar. Replace them if you notice:

- **Streaks or smears** left behind after a pass
- **Chattering or skipping** across the glass
- **Unwiped bands** where the blade no longer touches the glass evenly
- **Cracked, torn or hardened rubber** when you run a finger along the edge
- **A bent frame** or a blade that no longer sits flat

Before blaming the blade, clean it: wipe the rubber edge with a damp cloth and some washer fluid, and clean the windshield. Road film and wax can make a good blade perform badly.

## Choosing the right blades

### Size

The driver and passenger blades are often **different lengths**, and the rear wiper (if you have one) is different again. The correct lengths are listed in your owner's manual, and our vehicle fitment lookup shows blades that match your year, make and model. Measuring the old blade works too, but manufacturers sometimes fit a slightly different length from what you'd expect, so use the listed size when you can.

### Blade style

| Style | How it's built | Good to know |
|---|---|---|
| Conventional (frame) | Metal frame with several pressure points | Usually the least expensive; the frame can collect ice |
| Beam | One-piece curved spring steel in a rubber body | Even pressure along the length, low profile, less ice build-up |
| Hybrid | Beam-style pressure under an aerodynamic shell | Combines a frame's structure with a beam's cleaner shape |
| Winter | Frame enclosed in a rubber boot | Keeps ice and snow out of the moving parts |

### Connector

The arm-to-blade connection is the part that trips people up. The most common is the **J-hook** (a U-shaped hook at the end of the arm), but you'll also find pin arms, side-lock, bayonet, push-button and top-lock designs. Many replacement blades include adapters for several types; check the listing or look closely at your existing arm before you buy.

## What you need

- New blades in the right lengths
- An old towel
- A few minutes and good light

## Step by step (J-hook, the most common type)

1. **Check whether your car needs a service position.** On many cars the wipers park below the hood line and can't be lifted. These cars have a service mode, often activated by switching the ignition off and pushing the wiper stalk within a few seconds, which moves the arms up onto the glass. **Check your owner's manual** for your car's method.
2. **Put a folded towel on the windshield** under the arm. If the bare metal arm snaps back against the glass it can chip or crack the windshield.
3. **Lift the arm away from the glass.** Most arms stay up on their own; hold it if yours doesn't.
4. **Release the old blade.** Turn the blade perpendicular to the arm, press the small release tab where the blade meets the hook, and slide the blade down toward the base of the arm, out of the hook.
5. **Compare old and new.** Check the lengths match and that the new blade's adapter is the same as the one you just removed.
6. **Fit the new blade.** Thread the hook through the opening in the new blade's adapter and pull it up until it **clicks** into place. Tug gently to make sure it's locked.
7. **Lower the arm gently** onto the glass.
8. **Repeat on the other side**, then return the wipers from the service position if you used it (often by turning the ignition on or operating the stalk; again, see your manual).
9. **Test them** with washer fluid. They should sweep cleanly and quietly without lifting at speed.

For pin, side-lock and other connectors, the principle is the same (release the clip, slide the blade off, fit the new one until it clicks), but the direction the blade slides differs. The instructions on the blade packaging usually show your connector type.

## Rear wiper

Rear blades often use their own connector, and on some cars the whole arm is cheaper to replace than the blade alone. The rubber of a rear blade ages just as fast, even if you rarely use it, so check it when you do the front pair.

## Make them last

- **Don't use the wipers to clear ice or heavy frost.** Scrape the glass first; ice chews up the rubber edge.
- **Free frozen blades before switching them on.** A blade stuck to the glass can strain the wiper motor or linkage.
- **Keep the washer reservoir full**, with a winter-rated fluid when temperatures drop. Running the wipers on dry, dusty glass wears them quickly.
- **Wipe the blades clean** when you fill up with fuel.
- **Park in the shade** when you can; UV light is one of the main things that ages the rubber.

Fresh blades at the start of each rainy or winter season are one of the simplest things you can do for your safety on the road.
`,
};
