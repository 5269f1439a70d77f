/**
 * The words seeded reviews are written from (reviews.ts): what each type of part is called, and per
 * category what a universal part is for and what fitting one takes. Clauses are written to follow
 * "for" or "with": lower case, no closing stop.
 */

/** What a reviewer calls one product of a type, and whether it is "these" (a set, a pair) or "this". */
export const NOUNS: Readonly<Record<string, readonly [string, boolean]>> = {
  "brake-pads": ["brake pads", true],
  "brake-rotors": ["rotor", false],
  "brake-calipers": ["caliper", false],
  "brake-lines": ["brake lines", true],
  "brake-fluid": ["brake fluid", false],
  "drum-brake-shoes": ["drum shoes", true],
  "oil-filters": ["oil filter", false],
  "air-filters": ["air filter", false],
  "cabin-air-filters": ["cabin filter", false],
  "fuel-filters": ["fuel filter", false],
  "engine-oil": ["oil", false],
  "transmission-fluid": ["transmission fluid", false],
  coolant: ["coolant", false],
  "gear-oil": ["gear oil", false],
  "power-steering-fluid": ["power steering fluid", false],
  "spark-plugs": ["plugs", true],
  "ignition-coils": ["coil", false],
  "plug-wires": ["plug wires", true],
  "distributor-caps": ["cap and rotor", false],
  shocks: ["shocks", true],
  "strut-assemblies": ["strut", false],
  "coil-springs": ["springs", true],
  "control-arms": ["control arm", false],
  "sway-bar-links": ["sway bar links", true],
  "wheel-hub-assemblies": ["hub", false],
  "tie-rod-ends": ["tie rod end", false],
  batteries: ["battery", false],
  alternators: ["alternator", false],
  starters: ["starter", false],
  "headlight-bulbs": ["bulbs", true],
  "fuses-relays": ["relays", true],
  "all-season-tires": ["tires", true],
  "winter-tires": ["winter tires", true],
  "performance-tires": ["tires", true],
  "all-terrain-tires": ["tires", true],
  "side-mirrors": ["mirror", false],
  "bumper-covers": ["bumper cover", false],
  fenders: ["fender", false],
  "headlight-assemblies": ["headlight", false],
  "tail-light-assemblies": ["tail light", false],
  grilles: ["grille", false],
  "wiper-blades": ["wipers", true],
  "car-covers": ["cover", false],
  "tonneau-covers": ["tonneau cover", false],
  "running-boards": ["running boards", true],
  "roof-racks": ["rack", false],
  "mud-flaps": ["mud flaps", true],
  "trailer-hitches": ["hitch", false],
  "floor-mats": ["mats", true],
  "seat-covers": ["seat covers", true],
  "steering-wheel-covers": ["wheel cover", false],
  "phone-mounts": ["phone mount", false],
  "cargo-organizers": ["organizer", false],
  "sun-shades": ["sun shade", false],
  speakers: ["speakers", true],
  "head-units": ["head unit", false],
  amplifiers: ["amp", false],
  subwoofers: ["sub", false],
  "dash-cams": ["dash cam", false],
  "backup-cameras": ["backup camera", false],
  "cold-air-intakes": ["intake", false],
  "cat-back-exhausts": ["exhaust", false],
  "engine-tuners": ["tuner", false],
  "lowering-springs": ["lowering springs", true],
  "performance-brake-kits": ["brake kit", false],
  "jacks-stands": ["jack and stands", true],
  "socket-sets": ["socket set", false],
  "diagnostic-scanners": ["scanner", false],
  "torque-wrenches": ["torque wrench", false],
  "battery-chargers": ["charger", false],
  "jump-starters": ["jump starter", false],
};

/** Types a reviewer speaks of as a quantity ("fresh coolant", not "a new coolant"). */
export const MASS_NOUNS: ReadonlySet<string> = new Set([
  "brake-fluid",
  "engine-oil",
  "transmission-fluid",
  "coolant",
  "gear-oil",
  "power-steering-fluid",
]);

/** What reviewers of a category's parts share; what they say of each type is review-type-words.ts. */
export interface CategoryWords {
  /** What a part that fits every car is for: "weekend jobs in the garage". */
  use: readonly string[];
  /** The job of fitting it, `{noun}` for the part: "Putting the {noun} on". */
  job: string;
  /** What the job took besides time and place: "with a borrowed torque wrench". */
  kit: readonly string[];
}

export const CATEGORY_WORDS: Readonly<Record<string, CategoryWords>> = {
  brakes: {
    use: ["bleeding the brakes on all our cars", "keeping the shop's brake jobs stocked"],
    job: "Putting the {noun} on",
    kit: [
      "with a basic socket set",
      "with a borrowed torque wrench",
      "with a C-clamp and a socket set",
      "with a bleeder kit and a helper",
    ],
  },
  filters: {
    use: ["a fleet of family cars", "a shop that does a lot of oil changes"],
    job: "Changing the {noun}",
    kit: [
      "with a filter wrench",
      "with no tools at all",
      "with a screwdriver for the housing clips",
      "with a drain pan and a rag",
    ],
  },
  oils: {
    use: ["topping up all three of our cars", "keeping the fluids stocked for the family fleet"],
    job: "Changing the {noun}",
    kit: ["with a drain pan and a funnel", "with ramps and a drain pan", "with a fluid pump", "with a long funnel"],
  },
  ignition: {
    use: ["keeping a spare on hand for the old truck", "the project car in the garage"],
    job: "Putting the {noun} in",
    kit: [
      "with a spark plug socket and an extension",
      "with a torque wrench and some dielectric grease",
      "with a gap tool",
      "with a basic socket set",
    ],
  },
  suspension: {
    use: ["a project car", "the shop's customer cars"],
    job: "Putting the {noun} on",
    kit: [
      "with a floor jack and stands",
      "with a borrowed spring compressor",
      "with a breaker bar and penetrating oil",
      "with an impact gun",
    ],
  },
  electrics: {
    use: ["a glovebox spare kit", "every car in the household"],
    job: "Putting the {noun} in",
    kit: ["with a 10 mm wrench", "with a memory saver plugged in", "with a terminal brush", "with no tools at all"],
  },
  tyres: {
    use: ["a spare set on rims", "the family's second car"],
    job: "Getting the {noun} mounted and balanced",
    kit: [
      "at the shop while I waited",
      "with a new set of valve stems",
      "with an alignment booked straight after",
      "with the old ones recycled on the spot",
    ],
  },
  body: {
    use: ["a rebuild project", "the shop's body jobs"],
    job: "Putting the {noun} on",
    kit: [
      "with a trim removal kit",
      "with a socket set and some patience",
      "with a helper to hold it in place",
      "with new clips from the hardware store",
    ],
  },
  exterior: {
    use: ["keeping the car clean in the driveway", "weekend trips with the bikes"],
    job: "Putting the {noun} on",
    kit: [
      "with a helper for the heavy lifting",
      "with a drill for two pilot holes",
      "with a torque wrench for the bolts",
      "with the included hardware",
    ],
  },
  interior: {
    use: ["the daily commute", "long family road trips", "a rideshare car"],
    job: "Fitting the {noun}",
    kit: [
      "with no tools at all",
      "with the straps in the box",
      "with a hair dryer to soften it",
      "with the kids helping",
    ],
  },
  audio: {
    use: ["road trips with a lot of podcasts", "recording every commute"],
    job: "Wiring in the {noun}",
    kit: [
      "with a harness adapter",
      "with a dash kit and a crimper",
      "with a multimeter to find a switched feed",
      "with a trim tool and a lot of zip ties",
    ],
  },
  performance: {
    use: ["track days", "the weekend project car"],
    job: "Putting the {noun} on",
    kit: [
      "with a lift at a friend's shop",
      "with penetrating oil on every bolt",
      "with a laptop for the tune",
      "with a jack and stands",
    ],
  },
  tools: {
    use: ["weekend jobs in the garage", "the trunk emergency kit", "helping friends with their cars"],
    job: "Getting the {noun} out of the box and working",
    kit: [
      "with the quick start card",
      "with a firmware update first",
      "with nothing but the manual",
      "with a charge overnight first",
    ],
  },
};

/** Whose car it is: "my", "my wife's"… */
export const WHOSE = [
  "my",
  "my wife's",
  "my husband's",
  "my daughter's",
  "my son's",
  "my dad's",
  "my mom's",
  "our",
  "my partner's",
  "my sister's",
  "my brother's",
  "our family",
  "my work",
  "my commuter",
] as const;

/** Only for a car eight or more years old. */
export const WHOSE_OLD = ["my trusty old", "my high-mileage", "my faithful old"] as const;

export const WHEN = [
  "last week",
  "last month",
  "in early spring",
  "back in March",
  "over the holidays",
  "before winter set in",
  "at the start of summer",
  "in the fall",
  "a couple of weekends ago",
  "during a heat wave",
  "over a long weekend",
  "right after New Year",
  "on my day off",
  "in the middle of a cold snap",
  "just before a road trip",
  "on a rainy Saturday",
] as const;

/** What the miles were: "After 6 weeks of school runs". */
export const DRIVING = [
  "commuting",
  "highway driving",
  "city traffic",
  "towing",
  "back roads",
  "school runs",
  "gravel roads",
  "weekend trips",
  "stop-and-go driving",
  "mountain roads",
  "delivery shifts",
  "rideshare driving",
] as const;

/** Since when: "On the Camry, after a full season". */
export const WHEN_SINCE = [
  "a full season",
  "a long summer",
  "its first winter",
  "a cross-country move",
  "two road trips",
  "a month of rain",
  "a few tank fills",
  "a week of heavy snow",
] as const;

export const REPLACED = ["Replaced", "Swapped out", "Changed", "Renewed", "Upgraded"] as const;

export const DURATION = [
  "about forty minutes",
  "under half an hour",
  "a little over an hour",
  "most of a Saturday morning",
  "an afternoon",
  "twenty minutes",
  "about an hour with breaks",
  "longer than I planned",
  "less time than a trip to the shop",
] as const;

export const WHERE = [
  "in the driveway",
  "in my garage",
  "on the street outside my apartment",
  "at my brother-in-law's shop",
  "in a parking lot",
  "at my local shop",
  "in the carport",
  "at a friend's place",
] as const;

/** What any job took, beside each category's own kit. */
export const WITH = [
  "with hand tools only",
  "following the diagram in the box",
  "with a video for reference",
  "with my teenager helping",
  "with nothing special",
  "with a flashlight in my teeth",
] as const;

export const PLACES = [
  "Denver",
  "the Outer Banks",
  "Yellowstone",
  "my in-laws in Ohio",
  "the Smoky Mountains",
  "Lake Tahoe",
  "San Antonio",
  "the Grand Canyon",
  "Chicago",
  "the Florida Keys",
  "Boston",
  "Nashville",
  "Phoenix",
  "Maine",
  "a lake cabin up north",
  "my cousin's wedding in Georgia",
] as const;

export const AGAIN = [
  "when the next one is due",
  "for our other car",
  "next time without a second thought",
  "for my brother's car",
  "once the rear ones wear out",
  "before the next winter",
] as const;

export const KEEPS = [
  "has earned a spot in my garage",
  "is my first pick from now on",
  "is the brand I will look for next time",
  "beat the name brand I used to buy",
  "turned out better than the dealer part",
  "was worth the few extra dollars",
] as const;
