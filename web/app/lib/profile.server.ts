import { UserSchema } from "@pitstop/contract/profile";
import { apiFor } from "./api.server";

const fetchProfile = (request: Request) => apiFor(request).send("GET", "/api/profile", UserSchema);

const answers = new WeakMap<Request, ReturnType<typeof fetchProfile>>();

/**
 * GET /api/profile once per request: the root loader (header), the active vehicle of a signed-in
 * shopper and the personal area's loaders all read the same answer. An ended session is not an
 * error here (`ok: false`, status 401): each caller handles it in its own way.
 */
export function profileFor(request: Request): ReturnType<typeof fetchProfile> {
  let answer = answers.get(request);
  if (!answer) {
    answer = fetchProfile(request);
    answers.set(request, answer);
  }
  return answer;
}
