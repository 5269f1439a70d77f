import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

const ICONS: Record<string, IconName> = {
  audio: "speaker",
  body: "car",
  brakes: "disc-3",
  electrics: "battery-charging",
  exterior: "sparkles",
  filters: "filter",
  ignition: "zap",
  interior: "package",
  oils: "droplet",
  performance: "gauge",
  suspension: "spline",
  tools: "wrench",
  tyres: "circle-dot",
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  return <Icon name={ICONS[slug] ?? "package"} className={className} />;
}
