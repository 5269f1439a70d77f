import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "Winter prep checklist: get your car ready for the cold";

export const winterPrepChecklist: SeedArticle = {
  slug: "winter-prep-checklist-get-your-car-ready-for-the-cold",
  title,
  excerpt:
    "Battery, tires, coolant, wipers, lights and an emergency kit: a practical checklist to work through before the first hard frost.",
  category: "Maintenance",
  author: "Dana Whitfield, ASE-certified technician",
  publishedAt: "2026-10-28",
  coverSvg: coverSvg({ title, category: "Maintenance", hue: 210, motif: "snow" }),
  bodyMarkdown: `Cold weather is hard on cars. Batteries lose cranking power, tire pressures drop, fluids thicken and every weak component gets tested on the first freezing morning. An hour spent on this checklist in the fall can save you from a no-start, a slide or a long wait on the shoulder.

## The checklist at a glance

| Item | What to check | DIY or shop |
|---|---|---|
| Battery | Age, test result, clean terminals | Test at a shop; cleaning DIY |
| Tires | Type, tread depth, pressure | DIY |
| Coolant | Level and freeze protection | Level DIY; testing either |
| Wipers and washer fluid | Blade condition, winter fluid | DIY |
| Lights | All bulbs working, lenses clear | DIY |
| Oil | Level, due date, correct grade | Level DIY |
| Brakes | Pads, rotors, fluid | Shop inspection |
| Heater and defroster | Airflow, heat, cabin filter | DIY filter |
| Emergency kit | Stocked and in the car | DIY |

## 1. Battery

Cold weather reduces a battery's ability to deliver current while the engine needs more effort to turn over. A battery that was fine in September can fail in January.

- **Have it tested.** Many parts stores and workshops do it quickly. A load test shows more than a voltage reading.
- **Check its age.** Batteries over three or four years old deserve extra attention.
- **Clean the terminals** if they're corroded, and make sure the clamps are tight and the battery is held down securely. **Wear gloves and eye protection**; the white or green crust can contain acid.
- Carry **jumper cables or a charged jump pack**.

## 2. Tires

- **Decide on tire type.** If you regularly drive in snow or on ice, consider winter tires or all-weather tires carrying the three-peak mountain snowflake symbol.
- **Check tread depth.** Snow and slush need deeper tread than dry roads. Use a tread depth gauge, or try the quarter test: if you can see the top of Washington's head, you have less than about 4/32 inch left.
- **Check pressures more often.** Pressure drops roughly 1 psi for every 10°F. Inflate to the figure on the driver's door-jamb placard, checked when the tires are cold.
- Check the **spare** or the sealant kit's expiry date.

## 3. Coolant (antifreeze)

Coolant stops the engine freezing in winter and overheating in summer, and it contains corrosion inhibitors that wear out over time.

- **Check the level** in the reservoir against the MIN and MAX marks, with the engine cold. **Never open the radiator cap or pressurized reservoir on a hot engine**; hot coolant under pressure can cause severe burns.
- **Check freeze protection** with an inexpensive coolant tester or refractometer, or ask a shop. A typical 50/50 mix of ethylene glycol coolant and water protects to well below 0°F, but check the product's label for its rating.
- **Use the coolant type your owner's manual specifies.** Coolants use different chemistries, and mixing types can reduce protection. If you top up, use the same type, or a premix.
- Look for leaks, damp hoses or white crusty residue around connections.

## 4. Wipers and washer fluid

- **Replace streaking, chattering or cracked blades.** Winter blades with a rubber boot resist ice build-up.
- **Fill the reservoir with winter washer fluid** rated for the lowest temperatures you expect. Summer fluid or plain water can freeze in the reservoir and lines.
- **Don't use the wipers to clear ice.** Scrape the glass and free frozen blades first.

## 5. Lights

Winter means more driving in the dark. Walk around the car with the lights on: headlights (low and high), tail lights, brake lights, turn signals and fog lights. Clean hazy headlight lenses, and keep all lights clear of snow and road grime.

## 6. Oil and other fluids

- **Check the oil level** and whether an oil change is due. Use the grade in your owner's manual; some manuals list a lower winter viscosity for very cold climates.
- Check the **brake fluid** and **power steering fluid** (if your car uses it) levels.
- In very cold regions, consider a **block heater** if your vehicle supports one. Some are factory options.

## 7. Brakes

Slippery roads are the worst time to discover worn pads or a sticking caliper. Have the brakes inspected if they're making noise, pulling or feel different, or if it has been a while since the last check.

## 8. Heater, defroster and cabin filter

Make sure the heater gets hot and the defroster clears the windshield quickly. A clogged **cabin air filter** reduces airflow and slows defrosting. The rear window defroster should clear its lines evenly.

## 9. Doors and seals

Wipe rubber door seals clean and treat them with a silicone protectant to stop them freezing shut. Keep a lock de-icer somewhere other than inside the car.

## 10. Your winter emergency kit

Keep these in the car through the season:

- Ice scraper and snow brush
- Compact shovel
- Sand, cat litter or traction mats
- Jumper cables or a charged jump pack
- Flashlight with spare batteries
- Warm blanket, hat and gloves
- Water and non-perishable snacks
- Phone charging cable and a power bank
- First-aid kit
- Warning triangles or flares

**Keep your fuel tank at least half full** in winter. It gives you a reserve if you're stuck in traffic or snowed in.

## If you get stuck

**Stay with your vehicle** unless help is clearly nearby; it offers shelter and is easier for rescuers to find. If you run the engine for heat, **make sure the exhaust pipe is clear of snow** first. A blocked exhaust can fill the car with carbon monoxide, which you can't see or smell. Run the engine in short periods and open a window slightly.

Work through the list now, and the first cold snap will be just another morning.
`,
};
