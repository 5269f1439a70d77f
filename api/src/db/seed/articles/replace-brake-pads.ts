import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to replace brake pads";

export const replaceBrakePads: SeedArticle = {
  slug: "how-to-replace-brake-pads",
  title,
  excerpt:
    "A step-by-step guide to replacing disc brake pads at home: the tools, the torque, bedding-in, and the situations where a professional is the right call.",
  category: "How-to",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-05-20",
  coverSvg: coverSvg({ title, category: "How-to", hue: 352, motif: "brake" }),
  bodyMarkdown: `Replacing disc brake pads is one of the more approachable brake jobs, but it is safety-critical work. Read this guide through before you start, especially the section on when to leave it to a professional.

## Leave it to a professional if...

- **You don't have a torque wrench and proper jack stands.** Both are non-negotiable.
- **Your car has an electronic parking brake.** The rear calipers usually must be retracted with a scan tool or a service mode before the piston can move. Forcing it can damage the actuator.
- **The rear calipers have screw-in pistons** and you don't have the wind-back tool they require.
- **You see signs of a bigger problem:** a soft or sinking pedal, the brake warning light, leaking fluid, a seized caliper, or the car pulling hard to one side.
- **You are not fully confident.** A shop can do this quickly; your brakes are not the place to learn by trial and error.

## Signs it's time

- A **high-pitched squeal** when braking, often from the built-in wear indicator
- **Grinding**, which can mean the friction material is gone and metal is touching the rotor. **Stop driving and get it inspected.**
- **Pad material about 3 mm (1/8 inch) thick or less** when viewed through the wheel
- A dashboard pad-wear warning on cars with electronic sensors

## Tools and parts

- New pads for the correct axle, with hardware clips if supplied
- Floor jack and **two jack stands** rated for your vehicle
- Wheel chocks
- Lug wrench and a socket set
- **Torque wrench**
- C-clamp or caliper piston tool
- Brake cleaner and rags
- High-temperature brake lubricant (for slide pins and contact points)
- Wire or a bungee cord to support the caliper
- Gloves and **eye protection**
- The correct brake fluid type for your car, in a sealed container

## Safety first

**Never work under a car supported only by a jack.** Jacks can slip or fail. Lift at the jacking points shown in your owner's manual, then lower the car onto jack stands on firm, level ground, and chock the wheels that stay on the ground.

**Don't blow brake dust off with compressed air** or sweep it dry. Use brake cleaner and wipe it up, and wear gloves.

**Brake fluid damages paint** and irritates skin and eyes. Wipe spills immediately.

## Step by step

1. **Check the fluid reservoir.** Pushing the pistons back will raise the fluid level. If it's at or near MAX, remove a little with a clean syringe so it doesn't overflow.
2. **Loosen the lug nuts** half a turn while the wheel is still on the ground.
3. **Lift the car and set it on jack stands.** Remove the wheel.
4. **Take a photo** of how everything fits; it helps at reassembly.
5. **Remove the caliper.** On most floating calipers you remove the two guide (slide) pin bolts, then lift or swing the caliper off the pads. **Don't let it hang by the brake hose**; support it with wire or a bungee.
6. **Remove the old pads and clips.** Note which pad has the wear indicator and which side it was on.
7. **Check the rotor.** Look for deep scoring, a pronounced lip at the edge, heat spots or cracks, and measure its thickness against the **minimum thickness** stamped on it. Replace or resurface as needed.
8. **Clean and lubricate.** Clean the caliper bracket where the clips sit. Remove the slide pins, clean them, apply fresh high-temperature brake lubricant and refit them; they should slide smoothly. Fit the new clips.
9. **Compress the piston.** Use a C-clamp or piston tool with an old pad across the piston face, pressing slowly and evenly. Watch the fluid level.
10. **Fit the new pads** in the same positions as the old ones, with shims in place. Put a thin film of brake lubricant only where the pad backing plate touches the clips, if the pad maker recommends it. **Keep lubricant and fingerprints off the friction surface and rotor.**
11. **Refit the caliper** and tighten the guide pin bolts to the specified torque.
12. **Refit the wheel** and snug the lug nuts in a star pattern, lower the car, then torque them to spec.
13. **Repeat on the other side.** Always replace pads on both wheels of the same axle.

## Torque: use the number for your car

Torque values vary widely, so look up the exact figures for your car in a service manual. In general terms:

| Fastener | Typical range |
|---|---|
| Caliper guide (slide) pin bolts | Relatively low; often somewhere around 20 to 40 lb-ft |
| Caliper bracket bolts | Considerably higher, often roughly 75 lb-ft or more |
| Lug nuts | Many passenger cars around 75 to 100 lb-ft; trucks often higher |

These ranges are for orientation only. Some bolts also call for thread-locker or must be replaced once removed.

## Before you drive: pump the pedal

**With the engine off, pump the brake pedal until it's firm.** The pistons were pushed back, so the first presses will go a long way down before the pads touch the rotors. Driving off without doing this can mean no brakes on the first stop.

Then check the fluid level and top up to MAX with the type named on the reservoir cap or in your manual (usually a DOT 3, DOT 4 or DOT 5.1 glycol-based fluid). **Don't use DOT 5 silicone fluid unless your system specifies it.**

## Bedding in new pads

Bedding in lays down an even film of pad material on the rotor, which gives smooth, consistent braking and helps prevent judder and noise. **Follow your pad manufacturer's procedure if it comes with one.** A typical procedure:

1. Find a safe, empty road or lot where you can brake repeatedly without traffic behind you.
2. Make a series of moderate stops from about 35 mph down to about 5 mph, driving on between each. Eight to ten is common.
3. Follow with a few firmer stops from about 45 mph down to 5 mph.
4. **Don't come to a complete stop and hold the brakes** during bedding; hot pads pressed against a stationary rotor can leave an imprint.
5. Drive for several minutes with little braking so everything cools.

For the next couple of hundred miles, avoid unnecessary hard braking where possible.

## Afterwards

- **Recheck lug nut torque** after the first 50 miles or so.
- **If you notice new noises, pulling or a change in pedal feel**, stop and have the brakes inspected.

Done carefully, a pad change is a satisfying job. When in doubt, let a professional handle it.
`,
};
