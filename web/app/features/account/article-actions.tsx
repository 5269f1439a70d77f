import { Bookmark, BookmarkCheck, Heart, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import {
  failureMessage,
  isUnauthorized,
  likeArticle,
  removeSavedArticle,
  saveArticle,
} from "~/lib/account/account-api";
import { useAccount } from "~/lib/account/account-context";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { toast } from "~/lib/toasts";
import { useSafeNavigate } from "~/lib/use-safe-navigate";

const buttonClass = cn(
  "inline-flex h-10 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait",
);

/**
 * Save (toggles: 'Article saved' / 'Article removed') and like (once per
 * shopper, with the count). A visitor is sent to sign in and brought back here.
 */
export function ArticleActions({
  articleId,
  likes,
  liked: likedAtLoad = false,
}: {
  articleId: number;
  likes: number;
  /** Whether the shopper already liked it, when the article answer says so. */
  liked?: boolean;
}) {
  const { account, update } = useAccount();
  const navigate = useSafeNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<"save" | "like" | null>(null);
  // The answer of the last click, until the loaders bring the same news.
  const [savedNow, setSavedNow] = useState<{ base: typeof account; saved: boolean } | null>(null);
  const [likeNow, setLikeNow] = useState<{ base: number; likes: number } | null>(null);
  const [likedHere, setLikedHere] = useState(false);

  const saved =
    savedNow && savedNow.base === account ? savedNow.saved : (account?.savedArticleIds.includes(articleId) ?? false);
  const likeCount = likeNow && likeNow.base === likes ? likeNow.likes : likes;
  const liked = likedAtLoad || likedHere;

  const signIn = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`);

  async function toggleSave() {
    if (!account) return signIn();
    setBusy("save");
    try {
      const result = saved ? await removeSavedArticle(account.id, articleId) : await saveArticle(account.id, articleId);
      setSavedNow({ base: account, saved: result.saved });
      toast.success(result.saved ? "Article saved" : "Article removed");
      update();
    } catch (err) {
      toast.error(failureMessage(err));
      if (isUnauthorized(err)) update();
    } finally {
      setBusy(null);
    }
  }

  async function like() {
    if (!account) return signIn();
    setBusy("like");
    try {
      const result = await likeArticle(account.id, articleId);
      setLikeNow({ base: likes, likes: result.likes });
      setLikedHere(result.liked);
    } catch (err) {
      toast.error(failureMessage(err));
      if (isUnauthorized(err)) update();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void like()}
        disabled={busy !== null || liked}
        aria-pressed={liked}
        aria-label={
          liked
            ? `You like this article, ${countOf(likeCount, "like")}`
            : `Like this article, ${countOf(likeCount, "like")}`
        }
        className={cn(
          buttonClass,
          "disabled:cursor-default",
          liked
            ? "border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-500/40 dark:bg-rose-500/10 dark:text-rose-300"
            : "border-slate-300 hover:border-rose-300 hover:text-rose-600 dark:border-slate-700 dark:hover:border-rose-500/50 dark:hover:text-rose-400",
        )}
      >
        {busy === "like" ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Heart className={cn("size-4", liked && "fill-current")} aria-hidden="true" />
        )}
        <span className="tabular-nums">{countOf(likeCount, "like")}</span>
      </button>
      <button
        type="button"
        onClick={() => void toggleSave()}
        disabled={busy !== null}
        aria-pressed={saved}
        className={cn(
          buttonClass,
          saved
            ? "border-brand-300 bg-brand-50 text-brand-700 hover:bg-brand-100 dark:border-brand-500/40 dark:bg-brand-500/10 dark:text-brand-300"
            : "border-slate-300 hover:border-brand-300 hover:text-brand-600 dark:border-slate-700 dark:hover:border-brand-500/50 dark:hover:text-brand-400",
        )}
      >
        {busy === "save" ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : saved ? (
          <BookmarkCheck className="size-4" aria-hidden="true" />
        ) : (
          <Bookmark className="size-4" aria-hidden="true" />
        )}
        {saved ? "Saved" : "Save"}
      </button>
    </div>
  );
}
