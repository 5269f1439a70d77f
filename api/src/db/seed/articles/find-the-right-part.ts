import { coverSvg } from "../article-covers.ts";
import type { SeedArticle } from "../types.ts";

const title = "How to find the right part for your car";

export const findTheRightPart: SeedArticle = {
  slug: "how-to-find-the-right-part-for-your-car",
  title,
  excerpt:
    "Year, make and model get you most of the way. Your VIN, the door-jamb label and the old part's numbers get you the rest. Here's how to order once, correctly.",
  category: "How-to",
  author: "Marco Ruiz, parts specialist",
  publishedAt: "2026-07-15",
  coverSvg: coverSvg({ title, category: "How-to", hue: 290, motif: "tool" }),
  bodyMarkdown: `Ordering the wrong part costs you time, a return trip to the mailbox and sometimes a car stuck on jack stands. Most mix-ups come from the same few causes: the wrong model year, a trim or engine variation, or a mid-year production change. Here's how to get it right the first time.

## Start with year, make and model

The basics are the **model year**, the **make** (Toyota, Ford, Honda) and the **model** (Camry, F-150, Civic). These narrow the catalog to parts listed for your vehicle, and they are what you enter when you add a car to your Pitstop garage.

Two common traps:

- **Model year is not the year the car was built.** A vehicle built in the fall is often sold as the following model year. Use the model year on your registration or title, or read it from the VIN (see below).
- **One model name can cover very different vehicles.** Body styles, generations and regional versions can share a name but not parts.

## Then narrow it down

Many parts vary within a single model year. Before you order, know:

| Detail | Why it matters | Where to find it |
|---|---|---|
| Engine size and type | Filters, spark plugs, belts, sensors, cooling parts | Owner's manual, a label under the hood, the VIN |
| Trim level | Brake sizes, wheels, lighting (halogen vs LED) | Registration papers, badges, window sticker |
| Drivetrain (FWD, RWD, AWD, 4WD) | Axles, hubs, suspension parts | Owner's manual, badges |
| Options and packages | Towing or sport packages often bring bigger brakes and heavier-duty parts | Window sticker or dealer records |
| Production date | Parts that changed mid-year | The label on the driver's door jamb |

When a product listing mentions a condition, such as "with 12.6 in. front rotors" or "for models with LED headlights", check it against your car before ordering. If you're unsure, measure the old part or read its label.

## Decoding your VIN

Your **Vehicle Identification Number** is a 17-character code unique to your vehicle. Cars and light trucks sold in the US have used the standard 17-character format since the 1981 model year. The letters **I, O and Q are never used**, to avoid confusion with 1 and 0.

### Where to find it

- On the **dashboard**, visible through the windshield on the driver's side
- On the **label on the driver's door jamb**
- On your **registration, title and insurance card**

### What the characters mean

| Position | Meaning |
|---|---|
| 1 to 3 | World Manufacturer Identifier: the country or region and the manufacturer. The first character indicates where the vehicle was built, for example 1, 4 or 5 for the United States, 2 for Canada, 3 for Mexico, J for Japan, K for South Korea and W for Germany. |
| 4 to 8 | Vehicle descriptor section: model, body style, engine, restraint system and similar details, coded differently by each manufacturer |
| 9 | **Check digit** |
| 10 | **Model year** |
| 11 | Assembly plant |
| 12 to 17 | Production sequence number |

### The 9th character: check digit

The check digit is calculated from all the other characters using a fixed formula: each character is converted to a number, multiplied by a weight for its position, and the total is divided by 11. The remainder, 0 to 9 or X for 10, is the check digit. You'll never need to calculate it yourself, but it's why a mistyped VIN is usually rejected outright by decoders: a single wrong character almost always breaks the math.

### The 10th character: model year

The 10th character encodes the model year. It cycles through letters and digits, skipping I, O, Q, U, Z and the digit 0:

| Code | Year | Code | Year | Code | Year |
|---|---|---|---|---|---|
| D | 2013 | J | 2018 | P | 2023 |
| E | 2014 | K | 2019 | R | 2024 |
| F | 2015 | L | 2020 | S | 2025 |
| G | 2016 | M | 2021 | T | 2026 |
| H | 2017 | N | 2022 | V | 2027 |

Because the cycle repeats every 30 years, an A could mean 1980 or 2010. For cars and light trucks in North America, the 7th character helps: if it's a digit, the year falls in the earlier cycle; if it's a letter, the later one.

## The old part is the best reference

If you still have the old part, it's full of useful information:

- **Part numbers** stamped, printed or on a label
- **Sizes:** wiper lengths, bulb numbers on the base (9006, H11), battery group size on the label
- **Measurements:** rotor diameter and thickness, filter dimensions, connector shapes

Take a clear photo of labels before you remove anything. They often become unreadable once the part is out and cleaned.

## OEM vs aftermarket part numbers

- **OEM (original equipment manufacturer) parts** are sold by the vehicle maker, usually through dealers, with the automaker's part number. Those numbers are sometimes **superseded**: a newer number replaces an older one for the same application.
- **OE supplier parts** come from the companies that make parts for automakers, sold under their own brand. They're often the same or very close to the original.
- **Aftermarket parts** are made by other companies to fit and function like the original, sometimes with design changes or upgrades. They carry the brand's own part number.

Aftermarket listings often include an **interchange** or "replaces OEM number" field. If you know your original part number, matching it is one of the most reliable ways to confirm fit.

## How Pitstop helps

Add your car to your **garage** and set it as your main vehicle. Product pages then show whether a part is listed as fitting it, and you can filter the catalog to parts for your car. Universal items, such as many accessories and fluids, fit a wide range of vehicles. Parts can still differ by engine, trim or build date, so read the specifications and any fitment notes on the product page, and compare them with your car.

If anything is unclear, contact our support team before ordering, and have your year, make, model and VIN ready. We'd much rather answer a question than process a return.
`,
};
