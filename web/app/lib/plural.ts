/** '1 like', '3 likes': the shop's one plural helper, shared with the API (contract/src/plural.ts). */
export { countOf } from "@pitstop/contract/plural";
