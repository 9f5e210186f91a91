import { PRODUCT_NAME } from '@ridebook/ui';
import { createContext, useContext, useEffect } from 'react';

/** Builds the document title of a page: "<title> | RideBook", or the product name alone. */
export function formatPageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

export type PageMeta = { title: string; description: string };

/**
 * Set only while a page is prerendered at build time (src/prerender): effects do not run there, so the page's title
 * and description are collected during rendering and written into the page's HTML head.
 */
export const PageMetaCollector = createContext<Partial<PageMeta> | null>(null);

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the document title and the meta description while the page is shown. */
export function usePageMeta(title: string, description: string): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title: formatPageTitle(title), description });
  useEffect(() => {
    document.title = formatPageTitle(title);
    descriptionElement().content = description;
  }, [title, description]);
}
