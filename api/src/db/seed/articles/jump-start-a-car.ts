import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to jump-start a car safely";

export const jumpStartACar: SeedArticle = {
  slug: "how-to-jump-start-a-car-safely",
  title,
  excerpt:
    "The right clamp order, where the last connection goes, and when not to try at all. A clear guide to jump-starting with cables or a portable jump pack.",
  category: "How-to",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-09-16",
  coverSvg: coverSvg({ title, category: "How-to", hue: 95, motif: "battery" }),
  bodyMarkdown: `A flat battery is one of the most common reasons a car won't start. A jump start can get you going in minutes, but a battery stores a lot of energy and can give off explosive hydrogen gas, so it's worth doing properly.

## Is it the battery?

Signs of a flat battery:

- The engine **cranks slowly** or not at all
- You hear **rapid clicking** when you turn the key or press start
- Dash lights are **dim or flicker**, or nothing lights up
- The car sat unused for a while, or a light was left on

If the engine cranks at normal speed but won't fire, the battery probably isn't the problem, and a jump start won't help.

## Don't jump-start if...

- **The battery is cracked, leaking, bulging or visibly damaged**
- **The battery may be frozen**: ice visible, or a swollen case after a very cold night. A frozen battery can rupture or explode when charged
- **You smell rotten eggs** (sulfur) near the battery, which can indicate overheating or overcharging
- **The two vehicles use different system voltages.** Cars and light trucks use 12-volt systems; check before connecting to anything else
- **Your owner's manual says not to.** Some vehicles, including many hybrids and EVs, have specific procedures and jump points, and many manuals say the car shouldn't be used to jump another vehicle

## Safety first

- **Wear eye protection** if you have it. Battery acid is corrosive.
- **No smoking, sparks or flames** near the batteries.
- Keep **metal jewelry, watches and loose clothing** away from the terminals and moving engine parts.
- **Never let the clamps touch each other**, or let a red clamp touch any metal other than its terminal, once any clamp is connected.
- Read the **owner's manuals** for both vehicles. Many cars have remote jump terminals under the hood when the battery is in the trunk or under a seat.

## What you need

- **Jumper cables** in good condition. Thicker cables carry current better; the lower the gauge number, the thicker the cable. Heavier cables (for example 4 or 6 gauge) are a good choice for most cars and trucks.
- A **donor vehicle** with a healthy battery of the same voltage, **or** a charged **portable jump pack**.

## Jump-starting with cables

1. **Position the donor car** close enough for the cables to reach, without the vehicles touching.
2. **Switch both cars off**, put them in Park (or neutral with the parking brake on), and turn off lights, heater fans and accessories.
3. **Identify the terminals.** Positive is marked **+**, often with a red cover; negative is marked **-**. Clean off heavy corrosion if you can do it safely (wear gloves).
4. **Connect in this order:**

| Step | Clamp | Connect to |
|---|---|---|
| 1 | Red (+) | Positive terminal of the **dead** battery |
| 2 | Other red (+) | Positive terminal of the **donor** battery |
| 3 | Black (-) | Negative terminal of the **donor** battery |
| 4 | Other black (-) | **Unpainted metal** on the dead car's engine or chassis, **away from the battery** |

The last connection often makes a small spark. Making it away from the battery keeps that spark away from any hydrogen gas the battery may be venting. Many cars have a marked ground point for this; check the manual.

5. **Start the donor car** and let it run for a few minutes to put some charge into the flat battery.
6. **Start the car with the flat battery.** If it doesn't start, wait a few more minutes and try again. Don't crank for more than about 10 seconds at a time; let the starter cool between attempts.
7. **Remove the cables in reverse order:** black from the ground point, black from the donor, red from the donor, then red from the formerly dead battery. Keep the clamps apart as you go.

## Jump-starting with a portable jump pack

Lithium jump packs are compact and don't need a second car. Follow the pack's own instructions, but generally:

1. Make sure the pack is **charged** and switched off.
2. Connect **red to the positive terminal**, then **black to the negative terminal or a ground point** as the instructions say.
3. **Switch the pack on**, then start the car.
4. **Switch the pack off** and disconnect black first, then red.

Many packs include reverse-polarity protection, but don't rely on it: check the connections every time. Recharge the pack afterwards and keep it charged; it's little use flat.

## After the jump

- **Keep the engine running.** Drive for at least 20 to 30 minutes if you can, preferably at steady speeds, to help recharge the battery. Short trips won't do it.
- Better still, **charge the battery fully** with a proper battery charger. An alternator is designed to maintain a battery, not to recover a deeply discharged one.
- **Have the battery and charging system tested.** Many parts stores and workshops test batteries quickly. If your battery needed a jump for no obvious reason, it may be near the end of its life, or something is draining it.

## When it won't start

- **No change at all** after connecting: check the clamps are biting onto clean metal, not corrosion or painted surfaces.
- **Clicking continues:** the battery may be too far gone, or there could be a starter or connection fault.
- **Cranks strongly but won't start:** look elsewhere, such as the fuel or ignition systems, or a security system immobilizing the car.

If the battery keeps going flat, our guide to choosing a car battery explains group sizes, cold-cranking amps and AGM versus flooded designs.
`,
};
