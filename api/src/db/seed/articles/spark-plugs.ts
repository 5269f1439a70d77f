import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Spark plugs: when to replace them and what the old ones tell you";

export const sparkPlugs: SeedArticle = {
  slug: "spark-plugs-when-to-replace-them-and-what-the-old-ones-tell-you",
  title,
  excerpt:
    "Spark plugs last a long time in modern engines, but not forever. When to change them, which type to buy, and how to read the old plugs for clues.",
  category: "Maintenance",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-06-24",
  coverSvg: coverSvg({ title, category: "Maintenance", hue: 230, motif: "spark" }),
  bodyMarkdown: `Every gasoline engine relies on spark plugs to ignite the air-fuel mixture, thousands of times a minute. Modern plugs last far longer than they used to, which is exactly why they're easy to forget. Here's what to know before the next change comes due. (Diesel engines don't use spark plugs; they have glow plugs to help cold starts, which is a different job.)

## When to replace them

The interval is set by your vehicle's manufacturer and depends heavily on the plug type fitted at the factory. **Check your owner's manual or maintenance schedule.** As a rough guide, many modern engines with iridium or platinum plugs have intervals somewhere around 60,000 to 120,000 miles, while older designs with copper-core plugs were typically changed much sooner.

Replace them earlier if you notice symptoms such as:

- **Misfires**, felt as stumbling, jerking or shaking, especially under acceleration
- A **rough or uneven idle**
- **Harder starting**
- **Lower fuel economy** or sluggish acceleration
- A **check engine light**, especially with misfire codes (P0300 for random misfire; P0301, P0302 and so on for a specific cylinder)

Those symptoms can also come from ignition coils, injectors, vacuum leaks and other faults, so a code reader or a diagnosis is worth it before you buy parts. **If the check engine light is flashing, reduce speed and get the car checked promptly**: a heavy misfire can overheat and damage the catalytic converter.

## Which plug to buy

| Type | Typical characteristics |
|---|---|
| Copper core (nickel alloy electrode) | Good conductivity, low cost, shortest service life |
| Platinum (single or double) | Longer life; double platinum is often specified for waste-spark ignition systems |
| Iridium | Very hard, fine center electrode; longest life; common in modern engines |

**Use the type, heat range and gap your engine's manufacturer specifies.** The heat range describes how quickly a plug sheds heat from its tip; the wrong one can lead to fouling (too cold) or overheating and pre-ignition (too hot). "Upgrading" to a different type is not always an improvement. For example, a car designed for double platinum plugs may wear out a single platinum plug quickly. Your owner's manual or our vehicle fitment lookup will show the correct part.

## Reading the old plugs

When you pull old plugs, line them up in cylinder order and look at the firing ends. They're a useful window into how each cylinder is running.

| What you see | Likely meaning |
|---|---|
| Light tan or gray deposits, little wear | Normal; the engine is running well |
| Dry, black, sooty deposits | Carbon fouling: rich mixture, lots of short trips or idling, or weak ignition |
| Wet, oily black deposits | Oil getting into the cylinder, for example from worn rings, valve seals or a PCV problem |
| Wet with fuel | Flooding or a cylinder that isn't firing (check the coil or wire) |
| White, blistered insulator or melted electrode | Overheating: wrong heat range, lean mixture or ignition timing issue. **Get this diagnosed before fitting new plugs.** |
| Heavy crusty or glazed deposits | Additives from oil or fuel, often oil consumption |
| Rounded electrodes, wide gap | Simply worn out at the end of their life |

One plug that looks different from the others points you to that cylinder's coil, injector or mechanical condition.

## Replacing them: an overview

On many four-cylinder engines this is an easy job. On others, the rear plugs of a V6 sit under the intake manifold and it becomes a much bigger one. Look at how your engine is laid out before you commit.

### What you need

- New plugs of the correct type
- A spark plug socket (with a rubber insert or magnet), extensions and a ratchet
- **A torque wrench**
- A wire-type gap gauge
- Compressed air or a vacuum
- Dielectric grease for the coil boots, if recommended

### The process

1. **Work on a cold engine.** Many cylinder heads are aluminum, and removing plugs from a hot head can damage the threads. Cold also keeps your hands safe from hot components.
2. **Switch the ignition off** and remove the key or keep the smart key away from the car. The ignition system produces very high voltage; never disconnect coils or plug wires with the engine running.
3. **Do one cylinder at a time**, so coils and wires can't end up on the wrong cylinder.
4. **Remove the ignition coil** (coil-on-plug engines) or pull the plug wire by its boot, not the wire.
5. **Blow or vacuum out the plug well** before removing the plug, so debris can't fall into the cylinder.
6. **Unscrew the old plug** and keep it in cylinder order for inspection.
7. **Check the new plug's gap** against the specification. Many plugs come pre-gapped. On iridium and platinum plugs, **don't pry against the fine center electrode**; adjust only the ground strap, gently, if needed at all.
8. **Thread the new plug in by hand** first, using the socket and an extension, to avoid cross-threading.
9. **Tighten to the specified torque** for your plug and engine (the plug maker's packaging or your service information lists it).
10. **Refit the coil or wire**, with a thin film of dielectric grease inside the boot if recommended.

### A note on anti-seize

Many plug makers advise **against** using anti-seize on plugs with plated threads, because it acts as a lubricant and can lead to overtightening at the normal torque value. Follow the instructions that come with your plugs.

## After the job

Start the engine and listen for a smooth idle. If the check engine light comes on or the engine runs roughly, recheck the coil connectors and that each plug is properly tightened. If you're not comfortable with the job, especially on engines where the intake must come off, it's a routine task for a shop.
`,
};
