import type { GarageCar } from "@pitstop/contract/profile";
import { type OwnReview, REVIEW_BODY_MAX, ReviewInputSchema } from "@pitstop/contract/reviews";
import { type FieldErrors, formProblems } from "~/components/forms/form-problems";
import { garageCarToOffer } from "~/lib/active-vehicle/rules";

/** What the review form holds: a rating of 0 is none chosen yet; a vehicle of "" is no car. */
export interface ReviewFormValues {
  rating: number;
  title: string;
  body: string;
  vehicleId: string;
}

/** An edit starts from the review; a new one from nothing, for the garage's main car (the active vehicle). */
export function initialReviewValues(existing: OwnReview | null, garage: GarageCar[]): ReviewFormValues {
  if (existing)
    return {
      rating: existing.rating,
      title: existing.title,
      body: existing.body,
      vehicleId: existing.vehicle ? String(existing.vehicle.id) : "",
    };
  const main = garageCarToOffer(garage);
  return { rating: 0, title: "", body: "", vehicleId: main ? String(main.id) : "" };
}

/** The API's body for the values (POST and PATCH take the same fields). */
export const reviewRequest = (values: ReviewFormValues) => ({
  rating: values.rating,
  title: values.title,
  body: values.body,
  vehicle_id: values.vehicleId ? Number(values.vehicleId) : null,
});

/**
 * The contract's own messages for the values (the API checks the same schema), keyed by the
 * form's fields; null when they pass. A missing rating says so in the shop's words.
 */
export function reviewFormProblems(values: ReviewFormValues): FieldErrors | null {
  const problems = formProblems(ReviewInputSchema, reviewRequest(values));
  if (!problems) return null;
  if (values.rating === 0) problems.rating = ["Choose from 1 to 5 stars"];
  return problems;
}

/** "123 / 5,000": the live count under the text, by characters as the API counts them (trimmed). */
export const bodyCount = (body: string) =>
  `${body.trim().length.toLocaleString("en-US")} / ${REVIEW_BODY_MAX.toLocaleString("en-US")}`;
