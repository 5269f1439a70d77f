/**
 * Where an address may be: the countries the shop ships to, as ISO 3166-1 alpha-2 codes — the
 * United States only, APO/FPO included. The address book and checkout offer the same, and the API
 * saves no address outside them: one the shop can never ship to is no use to the shopper.
 * For the United States, the two-letter USPS codes of the states, DC, the inhabited territories and
 * the military "states" carry their names here.
 */
export const SHIPPING_COUNTRIES: readonly string[] = ["US"];

/** Whether the shop ships to an address's country. */
export const shipsTo = (address: { country: string }) => SHIPPING_COUNTRIES.includes(address.country.toUpperCase());

/** Why an address abroad is refused, on its country field. */
export const OUTSIDE_SHIPPING_COUNTRIES = "We ship within the United States only. Enter a US address.";

export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "U.S. Virgin Islands",
  AS: "American Samoa",
  MP: "Northern Mariana Islands",
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
};

/** spec: ZIP codes of US addresses — five digits, or ZIP+4. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;

/**
 * The first three digits of the ZIP codes each state, district, territory and military "state"
 * uses (USPS ZIP code prefixes), so an address's state can be checked against its ZIP code and
 * sales tax follows the real destination (an Ohio ZIP with state OR would otherwise be taxed at 0 %).
 * Ranges are inclusive; a prefix no state uses is not checked.
 */
const ZIP3_RANGES: ReadonlyArray<readonly [state: string, from: number, to: number]> = [
  ["PR", 6, 7],
  ["PR", 9, 9],
  ["VI", 8, 8],
  ["MA", 10, 27],
  ["MA", 55, 55],
  ["RI", 28, 29],
  ["NH", 30, 38],
  ["ME", 39, 49],
  ["VT", 50, 54],
  ["VT", 56, 59],
  ["CT", 60, 69],
  ["NY", 5, 5],
  ["NY", 63, 63],
  ["NJ", 70, 89],
  ["AE", 90, 98],
  ["NY", 100, 149],
  ["PA", 150, 196],
  ["DE", 197, 199],
  ["DC", 200, 200],
  ["VA", 201, 201],
  ["DC", 202, 205],
  ["MD", 206, 219],
  ["VA", 220, 246],
  ["WV", 247, 268],
  ["NC", 270, 289],
  ["SC", 290, 299],
  ["GA", 300, 319],
  ["GA", 398, 399],
  ["FL", 320, 339],
  ["AA", 340, 340],
  ["FL", 341, 349],
  ["AL", 350, 369],
  ["TN", 370, 385],
  ["MS", 386, 397],
  ["KY", 400, 427],
  ["OH", 430, 459],
  ["IN", 460, 479],
  ["MI", 480, 499],
  ["IA", 500, 528],
  ["WI", 530, 549],
  ["MN", 550, 567],
  ["DC", 569, 569],
  ["SD", 570, 577],
  ["ND", 580, 588],
  ["MT", 590, 599],
  ["IL", 600, 629],
  ["MO", 630, 658],
  ["KS", 660, 679],
  ["NE", 680, 693],
  ["LA", 700, 714],
  ["AR", 716, 729],
  ["OK", 730, 749],
  ["TX", 750, 799],
  ["TX", 885, 885],
  ["CO", 800, 816],
  ["WY", 820, 831],
  ["ID", 832, 838],
  ["UT", 840, 847],
  ["AZ", 850, 865],
  ["NM", 870, 884],
  ["NV", 889, 898],
  ["CA", 900, 961],
  ["AP", 962, 966],
  ["HI", 967, 968],
  ["AS", 967, 967],
  ["GU", 969, 969],
  ["MP", 969, 969],
  ["OR", 970, 979],
  ["WA", 980, 994],
  ["AK", 995, 999],
];

/** The states, territories or military "states" whose ZIP codes start like this one (empty: unknown prefix). */
export function statesOfZip(zip: string): string[] {
  const prefix = Number(zip.slice(0, 3));
  return ZIP3_RANGES.filter(([, from, to]) => prefix >= from && prefix <= to).map(([state]) => state);
}

/**
 * Why a US address's ZIP code and state disagree, or null when they agree (or the prefix is one
 * no state uses, which the shop does not second-guess).
 */
export function zipStateMismatch(zip: string, state: string): string | null {
  const states = statesOfZip(zip);
  if (states.length === 0 || states.includes(state)) return null;
  const where = states.map((s) => US_STATES[s] ?? s).join(" or ");
  const given = US_STATES[state] ?? state;
  return `ZIP code ${zip.slice(0, 5)} is in ${where}, not ${given}. Check the state and the ZIP code.`;
}
