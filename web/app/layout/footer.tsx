import type { ArticleSummary } from "@pitstop/contract/news";
import type { ShopContact, SocialLinks } from "@pitstop/contract/settings";
import { Icon } from "~/components/ui/icon";
import { PaymentIcons } from "./payment-icons";

const POPULAR = [
  { to: "/brakes", label: "Brakes" },
  { to: "/filters", label: "Filters" },
  { to: "/oils", label: "Oils & fluids" },
  { to: "/electrics", label: "Batteries & electrics" },
  { to: "/tyres", label: "Tires" },
  { to: "/suspension", label: "Suspension" },
];
const POLICIES = [
  { to: "/shipping", label: "Shipping" },
  { to: "/returns", label: "Returns" },
  { to: "/warranty", label: "Warranty" },
  { to: "/privacy-policy", label: "Privacy policy" },
  { to: "/terms-of-use", label: "Terms of use" },
];
const SHOP = [
  { to: "/about", label: "About us" },
  { to: "/faq", label: "FAQ" },
  { to: "/community", label: "Community" },
  { to: "/reviews", label: "Reviews" },
  { to: "/orders/find", label: "Find my order" },
];
const CARRIERS = ["UPS", "FedEx", "USPS", "DHL"];

/** Only web links are rendered from data (no javascript:, data: or other schemes). */
function webHref(href: string): string | undefined {
  return /^https:\/\/[^\s]+$/i.test(href) ? href : undefined;
}

function Heading({ children }: { children: string }) {
  return <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{children}</h2>;
}

function LinkList({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <a href={l.to} className="hover:text-white hover:underline">
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({
  contact,
  social,
  latestNews,
}: {
  contact: ShopContact | undefined;
  social: SocialLinks | undefined;
  latestNews: Array<Pick<ArticleSummary, "id" | "slug" | "title">>;
}) {
  const facebook = social && webHref(social.facebook_link);
  const instagram = social && webHref(social.instagram_link);
  return (
    <footer className="mt-16 bg-slate-900 print:hidden text-slate-300 dark:bg-slate-900/60 dark:ring-1 dark:ring-slate-800">
      <div className="border-b border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-2 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-semibold text-white">
            <Icon name="clock" className="size-5 text-brand-400" />
            24/7 customer support: real people, any time of day.
          </p>
          {contact && (
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="text-sm text-brand-300 hover:underline">
              Call {contact.phone}
            </a>
          )}
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-3 lg:grid-cols-6">
        <section aria-labelledby="footer-popular">
          <Heading>Popular links</Heading>
          <LinkList links={POPULAR} />
        </section>
        <section>
          <Heading>News and blog</Heading>
          <ul className="space-y-2 text-sm">
            {latestNews.map((a) => (
              <li key={a.id}>
                <a href={`/blog/${a.slug}`} className="line-clamp-2 hover:text-white hover:underline">
                  {a.title}
                </a>
              </li>
            ))}
            <li>
              <a href="/Blog" className="font-medium text-brand-300 hover:underline">
                All articles <Icon name="arrow-right" className="inline size-4" />
              </a>
            </li>
          </ul>
        </section>
        <section>
          <Heading>Our policies</Heading>
          <LinkList links={POLICIES} />
        </section>
        <section>
          <Heading>Pitstop</Heading>
          <LinkList links={SHOP} />
        </section>
        <section className="col-span-2">
          <Heading>Contact us</Heading>
          {contact && (
            <address className="space-y-2 text-sm not-italic">
              <p className="flex gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                {contact.address}
              </p>
              <p className="flex gap-2">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                  {contact.email}
                </a>
              </p>
              <p className="flex gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="hover:text-white hover:underline">
                  {contact.phone}
                </a>
              </p>
            </address>
          )}
          <div className="mt-5">
            <Heading>Follow us</Heading>
            <div className="flex gap-3">
              {facebook && (
                <a
                  href={facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-slate-800 hover:bg-brand-600"
                >
                  <span className="sr-only">Pitstop on Facebook</span>
                  <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
                    <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
                  </svg>
                </a>
              )}
              {instagram && (
                <a
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-slate-800 hover:bg-brand-600"
                >
                  <span className="sr-only">Pitstop on Instagram</span>
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <rect x="3" y="3" width="18" height="18" rx="5" />
                    <circle cx="12" cy="12" r="4" />
                    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
                  </svg>
                </a>
              )}
            </div>
          </div>
        </section>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-8 sm:grid-cols-2">
        <section>
          <Heading>Shipping partners</Heading>
          <ul className="flex flex-wrap gap-2" aria-label="Carriers we ship with">
            {CARRIERS.map((c) => (
              <li
                key={c}
                className="rounded-md bg-slate-800 px-3 py-1.5 text-xs font-bold tracking-wider text-slate-200"
              >
                {c}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <Heading>We accept</Heading>
          <PaymentIcons />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Pitstop Parts. All rights reserved.</p>
          <a href="/sitemap.xml" className="hover:text-white hover:underline">
            Sitemap
          </a>
        </div>
      </div>
    </footer>
  );
}
