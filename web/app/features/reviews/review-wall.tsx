import type { Wall } from "@pitstop/contract/reviews";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Stars } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { ReviewByline } from "./review-card";
import { reviewCount } from "./review-count";
import { ReviewText } from "./review-text";

type WallReview = Wall["reviews"][number];

/** `/reviews?category=brakes&page=2`: page 1 and no category leave the URL. */
export function wallLink(category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/reviews?${search}` : "/reviews";
}

function WallCard({ review, eager }: { review: WallReview; eager: boolean }) {
  const { product } = review;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <Link to={product.path} className="group flex items-center gap-3">
        <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-50 dark:bg-slate-800">
          {product.image_url && (
            <img
              src={product.image_url}
              alt=""
              width={64}
              height={64}
              loading={eager ? "eager" : "lazy"}
              className="size-full object-contain p-1.5"
            />
          )}
        </span>
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {product.category.name}
          </span>
          <span className="line-clamp-2 text-sm font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">
            {product.title}
          </span>
        </span>
      </Link>
      <div className="mt-4">
        <Stars rating={review.rating} />
      </div>
      <h2 className="mt-1 font-semibold break-words">{review.title}</h2>
      <ReviewText
        text={review.body}
        className="mt-1 line-clamp-6 text-sm leading-6 text-slate-700 dark:text-slate-300"
      />
      <div className="mt-auto pt-3">
        <ReviewByline review={review} />
      </div>
    </article>
  );
}

/**
 * The shop's review wall (/reviews): the latest published reviews across the
 * catalogue with the part and the car, by category, paged.
 */
export function ReviewWall({ wall, category }: { wall: Wall; category: string | null }) {
  const total = wall.categories.reduce((sum, c) => sum + c.count, 0);
  const chip = "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium";
  const off = "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
  const on = "border-brand-500 bg-brand-500 text-white";
  const chosen = wall.categories.find((c) => c.slug === category);
  return (
    <div>
      <nav aria-label="Filter by category" className="-mx-4 overflow-x-auto px-4 pb-1">
        <ul className="flex gap-2 sm:flex-wrap">
          <li>
            <Link
              to={wallLink(null)}
              aria-current={category === null ? "page" : undefined}
              className={cn(chip, category === null ? on : off)}
            >
              All{" "}
              <span className={cn("tabular-nums", category !== null && "text-slate-500 dark:text-slate-400")}>
                {total.toLocaleString("en-US")}
              </span>
            </Link>
          </li>
          {wall.categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={wallLink(c.slug)}
                aria-current={c.slug === category ? "page" : undefined}
                className={cn(chip, c.slug === category ? on : off)}
              >
                {c.name}{" "}
                <span className={cn("tabular-nums", c.slug !== category && "text-slate-500 dark:text-slate-400")}>
                  {c.count.toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {reviewCount(wall.total)}
        {chosen ? ` of ${chosen.name.toLowerCase()}` : ""}, newest first
      </p>
      {wall.reviews.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">No reviews here yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {wall.reviews.map((review, index) => (
            <li key={review.id}>
              <WallCard review={review} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      {wall.pages > 1 && (
        <nav aria-label="Review pages" className="mt-8 flex items-center justify-between gap-3">
          {wall.page > 1 ? (
            <Link to={wallLink(category, wall.page - 1)} className={cn(chip, off)}>
              <Icon name="chevron-left" className="size-4" /> Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Page {wall.page} of {wall.pages.toLocaleString("en-US")}
          </span>
          {wall.page < wall.pages ? (
            <Link to={wallLink(category, wall.page + 1)} className={cn(chip, off)}>
              Older <Icon name="chevron-right" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
