/**
 * Sales tax by the state an order ships to (docs/pricing.md): the 2025 state-level base rates,
 * in thousandths of a percent (6875 = 6.875 %). Source: Tax Foundation, "State and Local Sales Tax
 * Rates, 2025" (rates as of January 1, 2025). Local (county and city) add-ons are not collected;
 * California's, Utah's and Virginia's rates include their statewide mandatory local share, as the
 * source lists them.
 */
export const STATE_SALES_TAX_MILLIPERCENT: Readonly<Record<string, number>> = {
  AL: 4000,
  AK: 0, // no statewide sales tax (local taxes only)
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0, // no sales tax
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000, // raised from 4.45 % on January 1, 2025
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0, // no sales tax
  NE: 5500,
  NV: 6850,
  NH: 0, // no sales tax
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0, // no sales tax
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

/**
 * The rate for a destination. The 50 states and DC use the table; US territories and APO/FPO
 * addresses (PR, GU, VI, AS, MP, AA, AE, AP) and addresses outside the United States are charged
 * no sales tax for now (docs/pricing.md says why).
 */
export function salesTaxMillipercent(destination: { country: string; state: string }): number {
  if (destination.country.toUpperCase() !== "US") return 0;
  return STATE_SALES_TAX_MILLIPERCENT[destination.state.toUpperCase()] ?? 0;
}
