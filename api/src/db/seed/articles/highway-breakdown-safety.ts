import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Breaking down on the highway: how to stay safe";

export const highwayBreakdownSafety: SeedArticle = {
  slug: "breaking-down-on-the-highway-how-to-stay-safe",
  title,
  excerpt:
    "Where to stop, whether to stay in the car or get out, and how to call for help. What to do in the minutes after your car lets you down at highway speed.",
  category: "Safety",
  author: "Priya Natarajan, Pitstop editor",
  publishedAt: "2026-11-04",
  coverSvg: coverSvg({ title, category: "Safety", hue: 20, motif: "road" }),
  bodyMarkdown: `A breakdown on a busy highway is stressful, and the most dangerous part usually isn't the fault itself but the traffic passing close by. A few clear rules, decided in advance, make it much easier to keep calm and keep everyone safe.

## When something goes wrong while driving

You might feel a loss of power, hear a new noise, see a red warning light or notice the car pulling.

1. **Stay calm and keep control.** Keep both hands on the wheel.
2. **Switch on your hazard lights** right away so drivers behind know something is wrong.
3. **Ease off the gas gradually.** Avoid sudden braking or steering, especially with a tire problem.
4. **Look for the safest place to stop.** An exit, a rest area or a wide shoulder is much better than a narrow one. If you can keep moving safely at low speed, it's usually worth getting off the highway.
5. **Avoid stopping on a curve, just over a hill crest or in a lane**, where approaching drivers can't see you in time.

### If the engine stops

Power steering and brake assistance can be reduced or lost when the engine stops. **The steering and brakes still work, but you'll need to steer and press the pedal much harder.** Use the car's remaining momentum to reach the shoulder.

### If a tire blows out

**Hold the wheel firmly and keep the car straight.** Don't slam on the brakes. Ease off the accelerator and let the car slow down, then brake gently and steer to the shoulder once you're under control.

## Once you've stopped

- **Pull as far away from traffic** as you safely can.
- **Turn the front wheels away from the road** and apply the parking brake.
- **Keep the hazard lights on.** At night, also keep the parking lights or sidelights on if you can.
- **Put on a reflective vest** if you carry one, before you get out.

## Stay in the car or get out?

There's no single answer; it depends on where you've stopped.

| Situation | Generally safer to... |
|---|---|
| Wide shoulder with a barrier or embankment beside it | Get out on the side away from traffic and wait well away from the car, behind the barrier if possible |
| Narrow shoulder, no safe place to stand | Stay in the car with your seatbelt on and call for help |
| Stopped in a live lane and you can't move | Stay buckled in, hazards on, and call 911 immediately |
| Smoke, fire or a fuel smell | Get everyone out and well away from the car, then call 911 |

If you do get out:

- **Use the doors on the side away from traffic.**
- **Take children and passengers with you**, and keep them away from the road. Pets are usually safest left in the car.
- **Never stand between your car and the traffic**, or directly behind your car.
- Stay well away from the travel lanes; wait up the embankment if there is one.

## Call for help

- **Call 911** if you're in a dangerous location, stopped in a lane, anyone is hurt, or there's a fire.
- Otherwise, call your **roadside assistance** provider. Many people have cover through their insurer, an auto club or the vehicle manufacturer and don't realize it, so check before you need it.
- **Know where you are.** Look for mile markers, exit numbers, signs or landmarks, and share your phone's location if you can.
- If someone stops to help, stay cautious. An official tow or patrol vehicle should be clearly identified.

## Warning triangles

Warning triangles or flares give approaching drivers more time to react, but **only place them if you can do so without walking in or near traffic**. Walk along the shoulder facing oncoming traffic, and put the triangle well behind your car, farther back on faster roads or if you've stopped near a bend or hill. Don't use flares if there's any fuel leak or smell.

## Don't attempt roadside repairs in traffic

Changing a tire on a busy highway shoulder is one of the riskiest things a driver can do. **If the flat is on the traffic side, or the shoulder is narrow, don't attempt it.** Wait for professional help, or drive slowly on the hazards to the next exit if you can do so safely, accepting that the tire and possibly the wheel may be damaged. A new tire costs far less than the alternative.

## Move over for others

Every US state has a "move over" law requiring drivers to change lanes or slow down for emergency vehicles stopped on the roadside, and many states extend this to tow trucks, road crews or any vehicle with hazard lights on. When you see someone stopped on the shoulder, give them room.

## A small kit that makes a big difference

- Reflective vest for each regular occupant
- Warning triangles
- Flashlight or headlamp with spare batteries
- Phone charging cable and a power bank
- Jumper cables or a charged jump pack
- Tire pressure gauge and a properly inflated spare, or a sealant kit within its expiry date
- Water, snacks and a blanket
- Basic first-aid kit
- Your roadside assistance number, saved in your phone and written on a card in the glovebox

## Prevention

Many breakdowns start as small problems: a battery at the end of its life, low tire pressure, an ignored warning light, low coolant. Regular checks of your tires, fluids and battery, and acting promptly on warning lights, won't prevent every breakdown, but they'll prevent a lot of them.
`,
};
