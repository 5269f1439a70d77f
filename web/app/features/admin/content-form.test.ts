import { describe, expect, test } from "vitest";
import {
  localFieldFromUtc,
  readArticleForm,
  readContactForm,
  readPage,
  readSocialLinksForm,
  utcFromLocalField,
} from "./content-form";

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

const filled: Array<[string, string]> = [
  ["title", "  Winter tyres, explained "],
  ["excerpt", "When to fit them"],
  ["category", "How-to"],
  ["author", "Dana"],
  ["body_markdown", "## Why\r\n\r\nGrip **below 7°C**."],
  ["published_at", "2026-11-26T09:30"],
  ["status", "draft"],
];

describe("the publish date field (UTC)", () => {
  test("a datetime-local value is read as UTC and shown back the same", () => {
    expect(utcFromLocalField("2026-11-26T09:30")).toBe("2026-11-26T09:30:00Z");
    expect(utcFromLocalField("2026-11-26T09:30:15")).toBe("2026-11-26T09:30:15Z");
    expect(localFieldFromUtc("2026-11-26T09:30:00Z")).toBe("2026-11-26T09:30");
    expect(localFieldFromUtc("2026-11-26T10:30:00+01:00")).toBe("2026-11-26T09:30");
  });
  test("what is not a real date and time is refused", () => {
    expect(utcFromLocalField("")).toBeNull();
    expect(utcFromLocalField("2026-02-30T10:00")).toBeNull();
    expect(utcFromLocalField("2026-11-26T24:00")).toBeNull();
    expect(utcFromLocalField("tomorrow")).toBeNull();
    expect(localFieldFromUtc("nonsense")).toBe("");
  });
});

describe("readArticleForm", () => {
  test("a new draft: trimmed lines, LF Markdown, no slug or version unless given", () => {
    const read = readArticleForm(formOf(filled));
    expect(read.errors).toBeNull();
    expect(read.body).toEqual({
      title: "Winter tyres, explained",
      excerpt: "When to fit them",
      category: "How-to",
      author: "Dana",
      body_markdown: "## Why\n\nGrip **below 7°C**.",
      published_at: "2026-11-26T09:30:00Z",
      draft: true,
    });
  });
  test("published, with its slug and the version it was opened with", () => {
    const entries = filled.map(([k, v]): [string, string] => (k === "status" ? [k, "published"] : [k, v]));
    const read = readArticleForm(formOf([...entries, ["slug", " winter-tyres "], ["version", "3"]]));
    expect(read.body).toMatchObject({ draft: false, slug: "winter-tyres", version: 3 });
  });
  test("a missing date, an unknown state or a forged version are said under their fields", () => {
    const bad = filled.filter(([k]) => k !== "published_at" && k !== "status");
    const read = readArticleForm(formOf([...bad, ["status", "live"], ["version", "-1"]]));
    expect(read.body).toBeNull();
    expect(Object.keys(read.errors ?? {}).sort()).toEqual(["draft", "published_at", "version"]);
  });
});

describe("settings forms and the list's page", () => {
  test("social links and contact details are trimmed; the API judges them", () => {
    expect(readSocialLinksForm(formOf([["facebook_link", " https://fb.com/x "]]))).toEqual({
      facebook_link: "https://fb.com/x",
      instagram_link: "",
    });
    expect(
      readContactForm(
        formOf([
          ["email", " help@shop.test "],
          ["phone", " +1 555 0100 "],
          ["address", " 1 Main St "],
        ]),
      ),
    ).toEqual({ email: "help@shop.test", phone: "+1 555 0100", address: "1 Main St" });
  });
  test("page is a whole number from 1; anything else is page 1", () => {
    expect(readPage(new URL("http://shop/admin/articles?page=3"))).toBe(3);
    expect(readPage(new URL("http://shop/admin/articles?page=0"))).toBe(1);
    expect(readPage(new URL("http://shop/admin/articles?page=-2"))).toBe(1);
    expect(readPage(new URL("http://shop/admin/articles?page=99999"))).toBe(1);
    expect(readPage(new URL("http://shop/admin/articles"))).toBe(1);
  });
});
