/**
 * Words car owners use for the same part. Each group is one meaning: a query word in a
 * group also finds the others. Singular forms; plurals are folded by `stem`. Add a group here and
 * it is in effect at the next start (no index to rebuild). Words run together ("sparkplug",
 * "wiperblade") need no group: the lexicon splits them into the shop's words (`splitRunTogether`);
 * nor misspellings that sound like the shop's words ("breaks", `soundKey`).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["tire", "tyre"],
  ["rotor", "disc", "disk"],
  ["muffler", "exhaust"],
  ["headlight", "headlamp"],
  ["taillight", "taillamp"],
  ["battery", "batt"],
  ["antifreeze", "coolant"],
  ["windshield", "windscreen"],
  ["hood", "bonnet"],
  ["caliper", "calliper"],
  ["aluminum", "aluminium"],
];
