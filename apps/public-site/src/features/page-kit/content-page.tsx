import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../seo/index.ts';

export type RelatedLink = { label: string; to: string };

export type ContentSection = {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

type ContentPageProps = {
  eyebrow: string;
  title: string;
  /** The lead paragraph, also used as the page's meta description. */
  description: string;
  lastUpdated?: string;
  related?: readonly RelatedLink[];
  children: ReactNode;
};

/** The frame of the text pages (company, support, legal): a header band, the body, and related links. */
export function ContentPage({
  eyebrow,
  title,
  description,
  lastUpdated,
  related,
  children,
}: ContentPageProps) {
  usePageMeta(title, description);
  return (
    <article>
      <header className="border-b border-border bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
          {lastUpdated ? (
            <p className="mt-4 text-sm text-muted-foreground">Last updated {lastUpdated}</p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>
      {related && related.length > 0 ? (
        <nav aria-label="Related pages" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Related</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {related.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between rounded-xl border border-border bg-card p-4 font-semibold text-card-foreground transition-colors hover:border-primary hover:text-primary"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

/** Headed sections of running text, each with optional bullet points. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="grid gap-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
