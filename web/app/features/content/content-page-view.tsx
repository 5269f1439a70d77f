import { Link } from "react-router";
import type { ContentPage } from "./content-page";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Renders an informational page; all text is plain and escaped by React. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{page.title}</h1>
      {page.updated && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
        </p>
      )}
      <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-bold tracking-tight">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 60)} className="mt-4 leading-7 text-slate-700 dark:text-slate-300">
              {p}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
              {section.bullets.map((b) => (
                <li key={b.slice(0, 60)}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {page.faq && (
        <section className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {page.faq.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                {item.question}
                <span className="text-brand-500 transition group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </section>
      )}
      {page.cta && (
        <Link
          to={page.cta.to}
          className="mt-12 inline-flex rounded-xl bg-brand-500 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-600"
        >
          {page.cta.label}
        </Link>
      )}
    </article>
  );
}
