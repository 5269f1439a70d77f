import { cn } from "~/lib/cn";
import { MileageRing } from "./mileage-ring";

const SIZES = {
  // Avatar display size 34.
  sm: { box: "size-[42px]", inner: "size-[34px] text-xs", stroke: 7 },
  lg: { box: "size-24", inner: "size-[76px] text-2xl", stroke: 6 },
} as const;

/** The avatar (photo or initials) inside the mileage ring. */
export function AccountAvatar({
  avatar,
  initials: letters,
  mile,
  maxMile,
  size = "sm",
}: {
  avatar: string | null;
  initials: string;
  mile: number;
  maxMile: number;
  size?: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  return (
    <span className={cn("relative grid shrink-0 place-items-center", s.box)}>
      <MileageRing mile={mile} maxMile={maxMile} stroke={s.stroke} className="absolute inset-0 size-full" />
      {avatar ? (
        <img src={avatar} alt="" className={cn("rounded-full object-cover", s.inner)} />
      ) : (
        <span
          className={cn(
            "grid place-items-center rounded-full bg-brand-100 font-bold text-brand-700 dark:bg-slate-800 dark:text-brand-300",
            s.inner,
          )}
        >
          {letters}
        </span>
      )}
    </span>
  );
}
