import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Headlight bulbs explained: halogen, LED and HID";

export const headlightBulbs: SeedArticle = {
  slug: "headlight-bulbs-explained-halogen-led-and-hid",
  title,
  excerpt:
    "How the three headlight technologies compare, how to find your bulb size, what US rules say about LED and HID conversion bulbs, and why aim matters.",
  category: "Buying guide",
  author: "Marco Ruiz, parts specialist",
  publishedAt: "2026-08-26",
  coverSvg: coverSvg({ title, category: "Buying guide", hue: 195, motif: "light" }),
  bodyMarkdown: `Good headlights let you see hazards sooner and help others see you. When a bulb burns out or your lights look dim and yellow, it's tempting to grab the brightest, whitest option on the shelf. Here's how to choose bulbs that fit, work well and keep you on the right side of the rules.

## Find your bulb size first

Headlight bulbs have standardized size codes that define the base, the filament or light-source position and the electrical connection. Common examples:

| Code | Typical use |
|---|---|
| H11 | Low beam or fog light on many cars |
| 9005 (HB3) | Often high beam |
| 9006 (HB4) | Often low beam |
| H4 (9003) | Dual-beam bulb: low and high in one |
| H13 (9008) | Dual-beam bulb, common on trucks |
| H7, H1 | Common on many European models |
| D1S, D2S, D3S, D4S, D2R | Factory HID (xenon) bulbs |

Your owner's manual lists the sizes, the old bulb usually has the code printed on its base, and our vehicle fitment lookup shows bulbs listed for your car. Note that low beam, high beam, fog lights and daytime running lights often use **different** bulbs.

## The three technologies

### Halogen

The standard on many cars for decades: a tungsten filament inside a capsule filled with halogen gas.

- **Pros:** inexpensive, simple, easy to replace, warm light that cuts through rain and fog reasonably well.
- **Cons:** less light output than HID or LED, shorter life, and output drops as the bulb ages.
- **Options:** standard, long-life, and "performance" bulbs that are brighter and whiter. **Performance halogen bulbs usually trade away some lifespan** for the extra output.

### HID (high-intensity discharge, or xenon)

An electric arc across a gas-filled capsule, started and run by a ballast and igniter.

- **Pros:** much brighter than halogen, long life, efficient.
- **Cons:** more expensive bulbs, brief warm-up to full brightness, and the system needs a ballast.
- **Good to know:** HID bulbs shift color and lose output with age, so **replace them in pairs** to keep both sides matched.

### LED

Light-emitting diodes, increasingly the factory standard on new cars.

- **Pros:** bright, efficient, instant on, very long life.
- **Cons:** factory LED headlights are often **sealed units**; when one fails, the whole lamp assembly may need replacing rather than a bulb.

## LED and HID "conversion" bulbs: the US rules

This is where many buyers get caught out. Under the US federal headlighting standard (FMVSS 108), a headlamp is designed and certified as a **complete system**: the housing, the lens and the specific type of light source it was built for. A halogen reflector is shaped around the precise position of a halogen filament.

Plug-in LED or HID bulbs made to fit halogen headlamps put the light source in a different place and shape, which can scatter light, create glare for oncoming drivers and reduce your own useful light down the road. For that reason, **LED and HID conversion bulbs for halogen headlamps are generally not DOT-compliant for on-road use**, and many are labeled "for off-road use only". State rules and enforcement vary, and some states check headlights at inspection.

If you want the look and performance of LED or HID headlights, the compliant route is a **complete headlamp assembly** marked as DOT-compliant and designed for that light source, or simply better halogen bulbs. Also remember that **headlamps must emit white light**: tinted or blue-looking bulbs can be illegal and make it harder for you to see.

## Color temperature

Bulb packaging often quotes color temperature in kelvin (K). Standard halogen is warm and yellowish, typically a little over 3,000K. Factory HID is often around 4,000 to 4,500K, and LEDs commonly sit around 5,500 to 6,500K. **A higher kelvin number means a bluer light, not a brighter one.** Beyond roughly 6,000K the light turns noticeably blue, and usable light on the road can actually decrease.

## Replacing a bulb: tips

- **Switch off the lights and the ignition** before you start.
- **Don't touch the glass of a halogen bulb** with bare fingers. Oils from your skin create hot spots that shorten its life. If you do touch it, clean it with rubbing alcohol.
- **HID systems use very high voltage** at startup. Disconnect the bulb and follow your manual's procedure; if the ballast or wiring looks damaged, leave it to a professional.
- **Replace bulbs in pairs.** If one has failed, the other is usually not far behind, and matched bulbs give even light.
- Access varies enormously: on some cars it's a twist-and-pull from under the hood, on others you remove the battery, an air box or a wheel-arch liner. Your manual will show the way.

## Don't forget the aim

The brightest bulb is useless if it's pointed at the treetops, or at the eyes of oncoming drivers. Check the aim after replacing bulbs, changing suspension or carrying heavy loads regularly. A simple home check:

1. Park on **level ground** facing a flat wall, with correct tire pressures and the car at its normal load.
2. Mark the **center of each headlamp** on the wall with tape, then back the car straight away from the wall. Many manufacturers use **25 feet**.
3. Switch on the low beams. The top edge of the bright part of the beam (the cutoff) should sit **at or slightly below** the height of the headlamp centers. Many vehicles specify a drop of around 2 inches at 25 feet, but this varies.
4. The beams should be level, with no side pointed noticeably higher.

**Check your owner's manual** for your vehicle's procedure: some headlamps have a built-in level indicator and adjusters, and some need a shop with aiming equipment.

## Cloudy lenses

Yellowed, hazy plastic lenses can cut light output significantly. A headlight restoration kit (abrasives, polish and a UV-resistant sealant) can bring them back; without the sealant, the haze returns quickly. Badly cracked or internally fogged lamps may need replacing.

Choose the right size, stay within the rules, keep your headlamps aimed and clean, and you'll see further at night without dazzling anyone.
`,
};
