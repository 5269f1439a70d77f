import { data } from "react-router";

/**
 * A refused write answered with its status (400, 409, …): React Router then leaves the page's data
 * as it is, so a form refused for a stale copy or a bad field keeps what the operator typed and its
 * message, instead of being redrawn from a reload of the record under their hands.
 */
export function refusal<T extends { ok: false }>(outcome: T, status: number) {
  return data(outcome, { status: status >= 400 && status <= 599 ? status : 400 });
}
