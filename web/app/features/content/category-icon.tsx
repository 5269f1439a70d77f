import {
  BatteryCharging,
  Car,
  CircleDot,
  Disc3,
  Droplet,
  Filter,
  Gauge,
  type LucideIcon,
  Package,
  Sparkles,
  Speaker,
  Spline,
  Wrench,
  Zap,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  audio: Speaker,
  body: Car,
  brakes: Disc3,
  electrics: BatteryCharging,
  exterior: Sparkles,
  filters: Filter,
  ignition: Zap,
  interior: Package,
  oils: Droplet,
  performance: Gauge,
  suspension: Spline,
  tools: Wrench,
  tyres: CircleDot,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? Package;
  return <Icon className={className} aria-hidden="true" />;
}
