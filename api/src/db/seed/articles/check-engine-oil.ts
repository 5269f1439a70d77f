import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to check and top up your engine oil";

export const checkEngineOil: SeedArticle = {
  slug: "how-to-check-and-top-up-your-engine-oil",
  title,
  excerpt:
    "A five-minute check that protects your engine: how to read the dipstick, what the oil should look like, and how to top up without overfilling.",
  category: "How-to",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-03-04",
  coverSvg: coverSvg({ title, category: "How-to", hue: 38, motif: "oil" }),
  bodyMarkdown: `Checking your engine oil takes about five minutes and needs no tools beyond a rag. It is also one of the most useful habits a car owner can have: many engines use a little oil between changes, and running low is an expensive way to find that out.

## How often to check

A good rhythm is **once a month and before any long trip**, or every few fill-ups. Check more often if your car is older, has high mileage, or your owner's manual mentions that some oil consumption is normal for your engine.

## What you need

- A clean, lint-free rag or paper towel
- A funnel
- The correct oil for your engine (see below)
- Gloves if you prefer to keep your hands clean

## Step by step

1. **Park on level ground.** On a slope the oil pools to one side of the pan and the reading is wrong.
2. **Turn the engine off and wait.** Most manufacturers want the oil to drain back into the pan first; five to ten minutes is typical. A few specify checking with the engine warm, so **check your owner's manual** for the procedure your car expects.
3. **Open the hood and find the dipstick.** It usually has a brightly colored loop or T-handle, often yellow or orange, and may be marked with an oil-can symbol. Don't confuse it with the transmission dipstick, which some cars also have.
4. **Pull it out and wipe it clean.** The first reading is meaningless because oil splashes up the tube while the engine runs.
5. **Push it all the way back in**, wait a second, then pull it out again and hold it level.
6. **Read the level.** The end of the dipstick has two marks: dots, holes, lines, the letters L and H, or MIN and MAX, often with a cross-hatched band between them. The oil film should end between the two marks.

**Warning:** the engine bay stays hot for a while after driving. The exhaust manifold, radiator and hoses can burn you. Keep sleeves, ties, hair and jewelry clear of the fan, which on many cars can start by itself even with the engine off.

## Reading the result

| What you see | What it means | What to do |
|---|---|---|
| Oil between the marks | Level is fine | Nothing, check again next month |
| Oil at or near the lower mark | Running low | Top up (see below) |
| No oil on the stick | Seriously low | Top up before driving and find out why |
| Oil above the upper mark | Overfilled | Have the excess drained |

On many engines the gap between the two marks is roughly one quart, but that varies, so add oil in small steps rather than all at once.

## Check the condition, too

While you have the dipstick out, look at the oil itself:

- **Amber to dark brown and smooth:** normal. Oil darkens quickly because it holds soot and deposits in suspension; color alone is not a reliable sign that it needs changing. Go by mileage, time or your car's oil-life monitor.
- **Milky, light brown or foamy:** can mean coolant is getting into the oil, for example from a failing head gasket. Have it looked at promptly. A little creamy residue under the filler cap can also come from condensation on cars that do only short trips, but it's worth a professional opinion either way.
- **Gritty or metallic flecks:** signs of wear or contamination. Get it inspected.
- **Strong smell of fuel:** fuel may be diluting the oil. Worth a diagnosis.

## Topping up

1. **Use the right oil.** Your owner's manual lists the viscosity grade (for example 0W-20 or 5W-30) and the specification the oil must meet. Many cars also show the viscosity on the filler cap. If you are unsure which bottle to buy, our guide to choosing engine oil explains the labels.
2. **Open the oil filler cap** on top of the engine, usually marked with the oil-can symbol. Do not add oil through the dipstick tube unless your manual says so.
3. **Add about half a quart at a time** using a funnel.
4. **Wait a couple of minutes** for it to drain down, then check the dipstick again (wipe, reinsert, read).
5. **Repeat until the level is near the upper mark**, not above it.
6. **Refit the filler cap firmly** and wipe up any spills so they don't smoke on the hot exhaust.

**Don't overfill.** Too much oil can be whipped into foam by the crankshaft, which lubricates poorly, and it can push oil past seals or into the intake, where it may damage the catalytic converter over time. If you've added too much, have the excess drained rather than driving on it.

## Cars without a dipstick

A growing number of cars, including many recent European models, have no dipstick at all. They use an electronic oil-level sensor, and you read the level in the instrument cluster or infotainment menu. The same rules apply: level ground, engine off for the time the manual specifies, and top up through the filler cap in small amounts.

## When the level keeps dropping

Some consumption is normal, and manufacturers publish what they consider acceptable for each engine. But if you are topping up often, look for:

- Oil spots under the car where you park
- Wet, oily residue around the oil filter, drain plug or valve cover
- Blue-gray smoke from the exhaust, especially at startup or when accelerating

Any of these are worth a visit to a technician.

## Low level is not the same as low pressure

If the red oil-can warning light comes on while driving, that is the **oil pressure** warning, not a reminder to top up. **Pull over safely and switch off the engine as soon as you can.** Check the level once it has settled, and don't drive on if the light stays on after topping up. Running an engine without oil pressure can destroy it within minutes.

A monthly dipstick check is the cheapest insurance your engine can get. Keep a bottle of the correct oil in the trunk, and you'll never have to guess.
`,
};
