/** A back-office page's title, and no search engine lists it. */
export function adminMeta(title: string) {
  return [{ title: `${title} · Back office · Pitstop` }, { name: "robots", content: "noindex" }];
}
