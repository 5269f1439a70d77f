/**
 * URL slugs for vehicles and catalogue entries.
 *
 * The vehicle page's rule: "make and model are lowercased, parentheses removed, spaces, slashes and underscores
 * turned into hyphens". We apply exactly that rule first; anything still not URL-safe (`&`, `.`,
 * `'`, accents) is then folded to a hyphen and runs of hyphens collapsed, which leaves every name
 * that rule already handles unchanged.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[()]/g, "")
    .replace(/[\s/_]+/g, "-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

/** `toyota-camry-2018`: the vehicle's own slug, used in `?vehicle=` and in fitment. */
export function vehicleSlug(v: { year: number | string; make: string; model: string }): string {
  return `${slugify(v.make)}-${slugify(v.model)}-${v.year}`;
}

/** `/toyota-camry-2018-accessories`: the vehicle page path. */
export function vehiclePagePath(v: { year: number | string; make: string; model: string }): string {
  return `/${vehicleSlug(v)}-accessories`;
}
