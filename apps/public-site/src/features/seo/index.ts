// The seo feature's public surface: what other features and the app import from it.
export { type PageMeta, PageMetaCollector, usePageMeta } from './use-page-meta.ts';
