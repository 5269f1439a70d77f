import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "What your dashboard warning lights mean";

export const dashboardWarningLights: SeedArticle = {
  slug: "what-your-dashboard-warning-lights-mean",
  title,
  excerpt:
    "Red means stop, amber means check soon. A guide to the most common warning lights, which ones need you to pull over, and what to do next.",
  category: "Safety",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-08-12",
  coverSvg: coverSvg({ title, category: "Safety", hue: 45, motif: "light" }),
  bodyMarkdown: `Dashboard warning lights are your car's way of telling you something needs attention. Some are reminders; others mean you should stop as soon as it's safe. Knowing the difference can save an engine, or keep you out of danger.

Symbols vary between manufacturers, so **check your owner's manual** for the exact meaning of the lights in your car. Many lights also come on briefly when you start the car as a bulb check; that's normal as long as they go out.

## The color code

Most manufacturers follow a similar scheme:

| Color | Meaning | What to do |
|---|---|---|
| Red | A serious problem or safety issue | Stop as soon as it's safe, or act immediately |
| Amber or yellow | Something needs checking or servicing | Have it looked at soon; drive carefully |
| Green or blue | A system is on (headlights, cruise control, high beams) | Information only |

## Red lights: stop safely

### Oil pressure (an oil can, sometimes with a drip)

The engine has lost oil pressure. **Pull over as soon as it's safe and switch the engine off.** Running without oil pressure can destroy an engine within minutes. Once it has settled, check the oil level. Don't restart and drive on if the light stays on after topping up; have the car towed.

### Engine temperature (a thermometer in liquid)

The engine is overheating. **Pull over, switch off, and let it cool.** Turning the heater to full hot with the fan on high while you find a safe place to stop can help draw heat away from the engine. **Never open the radiator or coolant reservoir cap on a hot engine**; the coolant is under pressure and can cause serious burns. Once cool, check the coolant level and look for leaks. A blue version of this light on some cars just means the engine is still cold.

### Brake system (the word BRAKE, or an exclamation mark in a circle)

This can mean the parking brake is on, the brake fluid is low, or there's a fault in the brake system. If it stays on with the parking brake fully released, **brake gently, test the pedal at low speed, and get the car checked before driving further.** If the pedal feels soft or sinks, stop and arrange a tow.

### Charging system (a battery symbol)

The battery isn't being charged, often because of an alternator or drive belt problem. The car is running on battery power alone and will eventually stall. Switch off non-essential electrical loads like the heated seats and the radio, and drive directly to a safe place or a shop. If the belt has failed, it may also drive the water pump on some engines, so watch the temperature gauge too.

### Airbag or SRS (a seated person with a circle in front)

There's a fault in the airbag or seatbelt pretensioner system, and **the airbags may not deploy in a crash**. The car can be driven, but have it checked promptly.

## Amber lights: get it checked

### Check engine (an engine outline, or "CHECK ENGINE")

The engine management system has detected a fault and stored a diagnostic trouble code. Causes range from a loose fuel cap to a failing sensor or a misfire.

- **Steady:** have it scanned soon. If you've just refueled, make sure the fuel cap is tight; the light may take several drive cycles to go out on its own.
- **Flashing:** usually a **severe misfire** that can overheat and damage the catalytic converter. **Reduce speed, avoid heavy acceleration, and get it checked as soon as possible.** If the car runs very badly, stop and arrange a tow.

Every car and light truck sold in the US since the 1996 model year has an OBD-II diagnostic port, usually under the dashboard on the driver's side. An inexpensive code reader can tell you the code, which helps you talk to a technician.

### Tire pressure (a horseshoe shape with an exclamation mark)

At least one tire is significantly below its recommended pressure. Check all four with a gauge and inflate to the pressure on the door-jamb label. If the light **flashes for about a minute at startup and then stays on**, the monitoring system itself has a fault.

### ABS (the letters ABS in a circle)

The anti-lock braking system is disabled due to a fault. Normal braking usually still works, but wheels can lock under hard braking. Drive carefully and get it checked. **If the ABS and red brake lights come on together, treat it as a red-light problem.**

### Traction or stability control (a car with wavy skid lines)

**Flashing** while driving means the system is actively working to control wheelspin or a skid: ease off. **Steady** means it has been switched off or has a fault. Many cars show "OFF" when it has been disabled by a button.

### Power steering (a steering wheel, often with an exclamation mark)

There's a fault in the power steering. Steering may become much heavier. Drive slowly to a safe place; have it inspected.

### Low fuel, washer fluid and service reminders

These are reminders, not faults: refuel, top up the washer reservoir, or book the service that's due.

## Diesel-specific lights

- **Glow plug (a coil symbol):** normally comes on before starting in cold weather; wait for it to go out before cranking. On some vehicles, the same light flashing while driving indicates an engine management fault.
- **Diesel exhaust fluid (DEF):** the DEF tank is running low. Refill it; if it runs empty, many vehicles limit engine power or speed, and some prevent restarting.
- **Diesel particulate filter:** the filter needs to regenerate, often with a period of steady highway driving. Check the manual for the recommended procedure.

## When in doubt

If you don't recognize a light, check the manual. If the car feels, sounds or smells different, or a red light is on, **stop somewhere safe and get advice** rather than driving on. A tow is almost always cheaper than a ruined engine.
`,
};
