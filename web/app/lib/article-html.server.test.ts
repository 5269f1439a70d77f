// @vitest-environment node
import { expect, test } from "vitest";
import { safeArticleHtml } from "./article-html.server";

test("an article body keeps no handler, script URL or raw HTML beyond the allow-list", () => {
  const stored =
    '<h2 onmouseover="x()">Winter</h2><img src=x onerror=alert(1)><p style="color:red">Check <a href="javascript:alert(1)">this</a>' +
    ' and <a href="/shipping">shipping</a>.</p><script>alert(2)</script><iframe src="https://evil.example/"></iframe>';
  expect(safeArticleHtml(stored)).toBe('<h2>Winter</h2><p>Check <a>this</a> and <a href="/shipping">shipping</a>.</p>');
});
