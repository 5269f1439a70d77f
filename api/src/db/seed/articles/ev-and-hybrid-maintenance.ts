import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "EV and hybrid maintenance: what still needs looking after";

export const evAndHybridMaintenance: SeedArticle = {
  slug: "ev-and-hybrid-maintenance-what-still-needs-looking-after",
  title,
  excerpt:
    "No oil changes doesn't mean no maintenance. The 12-volt battery, tires, brakes, coolant and filters all still matter on electric and hybrid cars.",
  category: "Maintenance",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-07-29",
  coverSvg: coverSvg({ title, category: "Maintenance", hue: 330, motif: "ev" }),
  bodyMarkdown: `Electric vehicles have far fewer moving parts than gasoline cars, and hybrids spread the work between an engine and an electric motor. Both generally need less routine maintenance. But "less" isn't "none", and some items behave differently than you might expect. This guide covers what still needs attention. As always, **your owner's manual and maintenance schedule are the authority** for your specific car.

## What changes, at a glance

| Item | Gasoline car | Hybrid | Battery electric |
|---|---|---|---|
| Engine oil and filter | Yes | Yes | No |
| Spark plugs, engine air filter | Yes | Yes | No |
| 12-volt battery | Yes | Yes | Yes |
| Tires and alignment | Yes | Yes | Yes, often with faster wear |
| Brake pads | Yes | Wear more slowly | Wear more slowly |
| Brake fluid | Yes | Yes | Yes |
| Coolant | Engine | Engine and often a separate electronics loop | Battery and electronics |
| Cabin air filter | Yes | Yes | Yes |
| Wipers and washer fluid | Yes | Yes | Yes |

## The 12-volt battery

This surprises a lot of owners: **EVs and hybrids still have a 12-volt battery**. It powers the computers, locks, lights and the systems that switch on the high-voltage battery. If the 12-volt battery is flat, the car may not unlock or power up, even with a fully charged main battery.

- Have it tested at regular service visits, particularly before winter.
- Watch for warnings about the 12-volt system, slow-responding locks or electronics that act strangely.
- Some newer EVs use lithium-ion 12-volt batteries rather than lead-acid. **Replace like with like**, using the type your manual specifies.
- If you need a jump start, **follow your manual's procedure**: many hybrids and EVs have dedicated jump points, and many manuals advise against using them to jump another vehicle.

## Tires

EVs are typically heavier than comparable gasoline cars and deliver strong torque instantly, which can wear tires faster.

- **Check pressures monthly.** Underinflation costs range as well as tread.
- **Rotate** at the interval in your manual to even out wear.
- **Replace with tires that meet or exceed the original load index and speed rating.** Many EVs come with tires designed for them, with low rolling resistance, high load capacity and sometimes foam inside to cut road noise. A generic replacement can cost you range and comfort.
- Check the **alignment** if you see uneven wear.

## Brakes: less wear, different problems

Regenerative braking, where the motor slows the car and recovers energy, does much of the work. Pads and rotors can last far longer than on a gasoline car. The catch is that brakes which aren't used much can **corrode**: rotors rust, and caliper slide pins can stick, especially where roads are salted in winter.

- Have the brakes inspected at each service, not just the pad thickness.
- Some manufacturers recommend cleaning and lubricating the calipers periodically in cold, salted-road climates; check your maintenance schedule.
- Using the friction brakes firmly now and then, where it's safe, helps keep the rotor surfaces clean.
- **Brake fluid** absorbs moisture over time regardless of how much you brake, so replace it on schedule.

## Coolant

The high-voltage battery, motor and power electronics are often **liquid-cooled**, and many hybrids have a separate cooling loop for the inverter in addition to the engine's. These systems may use specific coolants and longer intervals, but they do need service. **Never mix coolant types**, and leave high-voltage system cooling work to a qualified technician unless your manual describes an owner procedure.

## Filters and climate control

- The **cabin air filter** still needs replacing on schedule.
- On many EVs, the climate control system also helps heat or cool the battery, so keep it in good health.
- Some hybrids have an **air intake for the hybrid battery cooling fan**, often near the rear seats. If it gets blocked by pet hair, dust or bags, the battery can run warm. Your manual will show where it is and whether it has a filter to clean.
- Hybrids still need **engine air filter** and **spark plug** changes.

## Hybrid engine oil

A hybrid's engine may run less often, but it still needs oil changes on the schedule in the manual. Many hybrids specify low-viscosity synthetic grades such as 0W-16 or 0W-20. Frequent stopping and starting and short engine run times are exactly the conditions where using the correct oil matters.

## Everything else

- **Wipers, washer fluid, lights and horn** work the same on every car.
- **Suspension and steering components** can work harder under the extra weight of a battery pack.
- **Reduction gear fluid:** many EVs have a single-speed gearbox with its own fluid. Some manufacturers specify a change interval; others consider it long-life. Check your schedule.
- **Software updates** can change charging, battery management and driver-assistance behavior. Keep them current, whether over the air or at the dealer.
- **Charging equipment:** inspect cables and plugs for damage, and don't use a charging cable that's cracked or has loose pins.

## High-voltage safety

**Never touch, cut or probe orange cables or components marked with high-voltage warnings.** High-voltage systems can hold a dangerous charge even with the car switched off. Work on the high-voltage battery, motor or power electronics should only be done by technicians trained and equipped for it. Owner jobs like tires, wipers, the cabin filter and washer fluid are perfectly safe to do yourself.

Electric and hybrid cars reward a little attention with years of low-cost running. Keep an eye on the 12-volt battery, tires and brakes, and follow the schedule for the rest.
`,
};
