import type { SeedCategory } from "../types.ts";

interface CategoryDef extends SeedCategory {
  /** Relative share of the generated products. */
  weight: number;
}

/** The 13 shop categories (spec), in shop order. */
export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: "brakes",
    name: "Brakes",
    weight: 12,
    description: "Pads, rotors, calipers, lines and fluid to keep every stop short, straight and quiet.",
  },
  {
    slug: "filters",
    name: "Filters",
    weight: 9,
    description: "Oil, air, cabin and fuel filters that protect your engine and the air you breathe.",
  },
  {
    slug: "oils",
    name: "Oils",
    weight: 10,
    description: "Engine oil, transmission fluid, coolant and the other fluids your vehicle runs on.",
  },
  {
    slug: "ignition",
    name: "Ignition",
    weight: 6,
    description: "Spark plugs, coils, wires and caps for strong, reliable sparks and smooth idling.",
  },
  {
    slug: "suspension",
    name: "Suspension",
    weight: 11,
    description: "Shocks, struts, springs and steering parts that restore ride comfort and handling.",
  },
  {
    slug: "electrics",
    name: "Electrics",
    weight: 9,
    description: "Batteries, charging and starting parts, bulbs and fuses to keep the power flowing.",
  },
  {
    slug: "tyres",
    name: "Tires",
    weight: 8,
    description: "All-season, winter, performance and all-terrain tires in the sizes US drivers need.",
  },
  {
    slug: "body",
    name: "Body",
    weight: 6,
    description: "Replacement mirrors, bumper covers, panels and lamp assemblies for collision repair.",
  },
  {
    slug: "exterior",
    name: "Exterior",
    weight: 8,
    description: "Wiper blades, covers, racks, running boards and hitches for the outside of your vehicle.",
  },
  {
    slug: "interior",
    name: "Interior",
    weight: 6,
    description: "Floor liners, seat covers, mounts and organizers that make the cabin work harder.",
  },
  {
    slug: "audio",
    name: "Audio",
    weight: 5,
    description: "Speakers, head units, amplifiers and cameras to upgrade what you hear and see.",
  },
  {
    slug: "performance",
    name: "Performance",
    weight: 4,
    description: "Intakes, exhausts, tuners and lowering springs for more power and sharper response.",
  },
  {
    slug: "tools",
    name: "Tools",
    weight: 4,
    description: "Jacks, sockets, scanners and wrenches for doing the job right in your own garage.",
  },
].map((c, i) => ({ ...c, position: i + 1 }));
