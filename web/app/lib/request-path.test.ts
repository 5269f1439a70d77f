import { describe, expect, test } from "vitest";
import { requestPath } from "./request-path";

describe("the page path a loader serves", () => {
  test.each([
    ["http://x/about", "/about"],
    ["http://x/about.data", "/about"],
    ["http://x/brakes/brake-pads/some-pad.data?_routes=routes%2Fcatch-all", "/brakes/brake-pads/some-pad"],
    ["http://x/_root.data", "/"],
    ["http://x/", "/"],
  ])("%s serves %s", (url, path) => {
    expect(requestPath(new Request(url))).toBe(path);
  });
});
