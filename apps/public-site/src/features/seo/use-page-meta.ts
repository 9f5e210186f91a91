import { PRODUCT_NAME } from '@ridebook/ui';
import { useEffect } from 'react';

/** Builds the document title of a page: "<title> | RideBook", or the product name alone. */
export function formatPageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

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
  useEffect(() => {
    document.title = formatPageTitle(title);
    descriptionElement().content = description;
  }, [title, description]);
}
