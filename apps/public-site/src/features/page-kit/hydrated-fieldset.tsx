import { useHydrated } from '@ridebook/ui';
import type { ReactNode } from 'react';

/**
 * Holds a form's controls disabled until React has hydrated the prerendered page: text typed into the server's HTML
 * before then would be dropped when React takes the inputs over. A page React renders itself is usable at once.
 * `display: contents`, so the controls keep the form's own layout.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
