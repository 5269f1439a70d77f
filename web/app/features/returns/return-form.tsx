import type { Order, OrderedLine } from "@pitstop/contract/orders";
import {
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnQuote,
  type ReturnReason,
  type ReturnRequest,
} from "@pitstop/contract/returns";
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@pitstop/contract/uploads";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { ArrowLeft, Camera, CircleAlert, Package, ShieldCheck } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { fieldError, fieldLabel, primaryButton, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { ApiError } from "~/lib/api-fetch";
import { formatPrice } from "~/lib/money";
import { toast } from "~/lib/toasts";
import { useSafeNavigate } from "~/lib/use-safe-navigate";
import { createReturn, quoteReturn, uploadReturnPhoto } from "./returns-api";

type Choice = { quantity: number; reason: ReturnReason | ""; note: string };
type Choices = Record<number, Choice>;

const offline = "We couldn't reach the shop. Check your connection and try again.";
const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : offline);

/** The request for the chosen lines, or null while a chosen line has no reason yet. */
export function returnRequest(choices: Choices): ReturnRequest | null {
  const lines = Object.entries(choices)
    .filter(([, c]) => c.quantity > 0)
    .map(([lineId, c]) => ({ line_id: Number(lineId), quantity: c.quantity, reason: c.reason, note: c.note.trim() }));
  if (lines.length === 0 || lines.some((l) => l.reason === "")) return null;
  return { lines: lines.map((l) => ({ ...l, note: l.note || undefined })) };
}

/** Checks chosen photos before anything is sent: how many, their type and size. */
export function photoProblem(files: readonly File[]): string | null {
  if (files.length > RETURN_PHOTOS_MAX) return `Choose at most ${RETURN_PHOTOS_MAX} photos.`;
  const wrong = files.find((f) => !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(f.type));
  if (wrong) return `${wrong.name} is not a PNG or JPEG picture.`;
  const big = files.find((f) => f.size > UPLOAD_MAX_BYTES);
  if (big) return `${big.name} is more than 5 MB. Choose a smaller photo.`;
  return null;
}

function LineChoice({
  line,
  choice,
  guaranteed,
  fitsCar,
  onChange,
}: {
  line: OrderedLine;
  choice: Choice;
  guaranteed: boolean;
  fitsCar: string | null;
  onChange: (choice: Choice) => void;
}) {
  const id = useId();
  const chosen = choice.quantity > 0;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex gap-3">
        <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 dark:bg-slate-800">
          {line.image_url ? (
            <img src={line.image_url} alt="" className="h-full w-full object-contain p-1" loading="lazy" />
          ) : (
            <Package className="size-6 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{line.title}</p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            Part no. {line.part_number} · bought {line.quantity} at {formatPrice(line.price)}
            {line.returnable_quantity < line.quantity && ` · ${line.returnable_quantity} left to return`}
          </p>
          {fitsCar && line.fit_at_purchase === "fits" && (
            <p className="mt-1 text-xs text-emerald-800 dark:text-emerald-300">We said it fits your {fitsCar}.</p>
          )}
        </div>
        <div className="w-24 shrink-0">
          <label htmlFor={`${id}-qty`} className="sr-only">
            How many to return of {line.title}
          </label>
          <select
            id={`${id}-qty`}
            value={choice.quantity}
            onChange={(e) => onChange({ ...choice, quantity: Number(e.target.value) })}
            className={textInput}
          >
            <option value={0}>None</option>
            {Array.from({ length: line.returnable_quantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen && (
        <div className="mt-3 grid gap-3 sm:ml-17 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-reason`} className={fieldLabel}>
              Reason
            </label>
            <select
              id={`${id}-reason`}
              value={choice.reason}
              required
              onChange={(e) => onChange({ ...choice, reason: e.target.value as ReturnReason | "" })}
              className={textInput}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </select>
            {guaranteed && (
              <p className="mt-1.5 flex items-start gap-1.5 text-xs font-medium text-emerald-800 dark:text-emerald-300">
                <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                Fit guarantee: full refund including shipping, free label
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={fieldLabel}>
              Note <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={`${id}-note`}
              value={choice.note}
              maxLength={RETURN_NOTE_MAX}
              rows={2}
              placeholder={choice.reason === "doesnt_fit" ? "What was different? e.g. the bolt holes" : ""}
              onChange={(e) => onChange({ ...choice, note: e.target.value })}
              className={`${textInput} h-auto py-2`}
            />
          </div>
        </div>
      )}
    </li>
  );
}

function QuoteSummary({ quote }: { quote: ReturnQuote }) {
  const e = quote.refund_estimate;
  const rows: Array<[string, number, boolean?]> = [
    ["Parts", e.items],
    ...(e.handling > 0 ? [["Handling and core charges", e.handling] as [string, number]] : []),
    ...(e.shipping > 0 ? [["Shipping you paid", e.shipping] as [string, number]] : []),
    ["Sales tax", e.tax],
    ...(e.return_shipping_fee > 0 ? [["Return shipping", -e.return_shipping_fee] as [string, number]] : []),
  ];
  return (
    <section aria-label="Your refund" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 className="font-bold">Your refund</h2>
      <dl className="mt-3 space-y-1.5 text-sm tabular-nums">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd>{amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800">
          <dt>Refund</dt>
          <dd>{formatPrice(e.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        {quote.free_label ? (
          <span className="font-medium text-emerald-800 dark:text-emerald-300">Free prepaid return label.</span>
        ) : (
          <>Return shipping of {formatPrice(e.return_shipping_fee)} is taken off the refund.</>
        )}{" "}
        <span className="text-slate-600 dark:text-slate-400">Refunded to your card once the parts reach us.</span>
      </p>
    </section>
  );
}

/**
 * The return page: which parts, how many, why, a note and photos; the refund the server quotes
 * for that choice (with the fit guarantee named where it applies) before the buyer confirms.
 */
export function ReturnForm({ order }: { order: Order }) {
  const navigate = useSafeNavigate();
  const returnable = order.lines.filter((l) => l.returnable_quantity > 0);
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(returnable.map((l) => [l.id, { quantity: 0, reason: "", note: "" }])),
  );
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [quote, setQuote] = useState<ReturnQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const request = useMemo(() => returnRequest(choices), [choices]);
  const requestKey = JSON.stringify(request);

  // The server prices each choice; the page never does arithmetic on money.
  useEffect(() => {
    const body = JSON.parse(requestKey) as ReturnRequest | null;
    setQuote(null);
    if (!body) return;
    let current = true;
    const timer = setTimeout(() => {
      quoteReturn(order.id, body).then(
        (q) => {
          if (!current) return;
          setQuote(q);
          setProblem(null);
        },
        (err: unknown) => current && setProblem(messageOf(err)),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [order.id, requestKey]);

  const guaranteedLines = new Set(quote?.lines.filter((l) => l.guaranteed).map((l) => l.line_id));
  const car = order.vehicle ? vehicleLabel(order.vehicle) : null;

  const choosePhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const wrong = photoProblem(files);
    setPhotoError(wrong);
    setPhotos(wrong ? [] : files);
    if (wrong) event.target.value = "";
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || sending) return;
    setSending(true);
    setProblem(null);
    try {
      const made = await createReturn(order.id, request);
      let lost: string | null = null;
      for (const photo of photos) {
        try {
          await uploadReturnPhoto(order.id, made.id, photo);
        } catch (err: unknown) {
          lost = messageOf(err);
        }
      }
      if (lost) toast.error(`Return ${made.number} requested, but a photo could not be added: ${lost}`);
      else toast.success(`Return ${made.number} requested`);
      navigate(`/profile/orders/${order.id}#returns`);
    } catch (err: unknown) {
      setProblem(messageOf(err));
      setSending(false);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <Link
          to={`/profile/orders/${order.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Order {order.number}
        </Link>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight">Return items</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {order.return_by && (
            <>
              Returns are accepted until <LocalTime iso={order.return_by} style="date" />.{" "}
            </>
          )}
          A part we said fits your car that doesn&apos;t is refunded in full, shipping included.{" "}
          <Link to="/returns" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Our returns policy
          </Link>
        </p>
      </div>

      {returnable.length === 0 || !order.can_return ? (
        <p className="rounded-2xl border border-slate-200 p-5 text-sm dark:border-slate-800">
          Nothing in this order can be returned any more.{" "}
          <Link
            to={`/profile/orders/${order.id}`}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Back to the order
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            <section
              aria-label="Parts to return"
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 className="mb-3 font-bold">Which parts are you sending back?</h2>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {returnable.map((line) => (
                  <LineChoice
                    key={line.id}
                    line={line}
                    fitsCar={car}
                    guaranteed={guaranteedLines.has(line.id)}
                    choice={choices[line.id] ?? { quantity: 0, reason: "", note: "" }}
                    onChange={(choice) => setChoices((all) => ({ ...all, [line.id]: choice }))}
                  />
                ))}
              </ul>
            </section>
            <section
              aria-label="Photos"
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <label htmlFor="return-photos" className="flex items-center gap-2 font-bold">
                <Camera className="size-5 text-brand-500" aria-hidden="true" /> Photos{" "}
                <span className="text-sm font-normal text-slate-500">(optional, up to {RETURN_PHOTOS_MAX})</span>
              </label>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                A damaged box or the part beside the one on your car helps us decide faster. PNG or JPEG, 5 MB each.
              </p>
              <input
                id="return-photos"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={choosePhotos}
                aria-invalid={photoError ? true : undefined}
                aria-describedby={photoError ? "return-photos-error" : undefined}
                className="mt-3 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
              />
              {photoError && (
                <p id="return-photos-error" className={fieldError}>
                  {photoError}
                </p>
              )}
              {photos.length > 0 && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {photos.map((p) => p.name).join(", ")}
                </p>
              )}
            </section>
          </div>
          <div className="space-y-4 lg:sticky lg:top-24">
            {quote ? (
              <QuoteSummary quote={quote} />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                Choose how many of a part to send back and why: your refund shows here.
              </p>
            )}
            {problem && (
              <p role="alert" className="flex items-start gap-1.5 text-sm text-rose-700 dark:text-rose-300">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {problem}
              </p>
            )}
            <button type="submit" disabled={!quote || sending} className={`${primaryButton} w-full`}>
              {sending ? "Sending…" : "Request return"}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
