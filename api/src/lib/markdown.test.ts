import { describe, expect, test } from "vitest";
import { sanitizeArticleHtml } from "./article-html.ts";
import { renderMarkdown } from "./markdown.ts";

describe("article Markdown is rendered to the allow-list only", () => {
  test.each([
    ["an image with an error handler", '<img src=x onerror="alert(1)">', ""],
    ["an svg with a load handler", "<svg onload=alert(1)><circle/></svg>", "<p></p>\n"],
    ["a script and its text", "<script>alert(1)</script>", ""],
    ["an iframe", '<iframe src="https://evil.example/"></iframe>', ""],
    ["a handler on an allowed tag", '<p onclick="steal()">hi</p>', "<p>hi</p>"],
    ["a style attribute", '<p style="background:url(x)">hi</p>', "<p>hi</p>"],
    ["a javascript: link in Markdown", "[x](javascript:alert(1))", "<p><a>x</a></p>\n"],
    ["a mixed-case javascript: link in HTML", '<a href="JaVaScRiPt:alert(1)">x</a>', "<p><a>x</a></p>\n"],
    ["a data: link", "[x](data:text/html,hi)", "<p><a>x</a></p>\n"],
    ["a protocol-relative link", '<a href="//evil.example/">x</a>', "<p><a>x</a></p>\n"],
    ["a Markdown image", "![a](https://example.com/y.png)", "<p></p>\n"],
  ])("%s is removed", (_name, markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  test("what articles use is kept: headings, lists, tables, code and links of the site", () => {
    expect(renderMarkdown("## Pads\n\n- **Ceramic**: quiet\n\n`code`\n\n[Shipping](/shipping)")).toBe(
      '<h2>Pads</h2>\n<ul>\n<li><strong>Ceramic</strong>: quiet</li>\n</ul>\n<p><code>code</code></p>\n<p><a href="/shipping">Shipping</a></p>\n',
    );
  });

  test("an outside link opens apart and passes no referrer or rank, whatever the source said", () => {
    expect(renderMarkdown('<a href="https://example.com/" target="_self" rel="opener">x</a>')).toBe(
      '<p><a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">x</a></p>\n',
    );
  });

  test("HTML stored by another path is cut down the same way when it is answered", () => {
    expect(sanitizeArticleHtml('<h2 onmouseover="x()">Title</h2><img src=x onerror=alert(1)>')).toBe("<h2>Title</h2>");
  });
});
