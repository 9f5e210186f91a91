/** When the legal pages were last revised. */
export const LEGAL_LAST_UPDATED = '21 November 2026';
