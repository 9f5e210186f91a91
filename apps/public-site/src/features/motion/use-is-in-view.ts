import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const subscribeToNothing = () => () => undefined;
const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * Whether the element is at least partly inside the viewport, following scrolls live. Until the browser has
 * reported (and in the prerendered page) it is not; where there is no IntersectionObserver it always is.
 */
export function useIsInView(ref: RefObject<Element | null>): boolean {
  const isObservable = useSyncExternalStore(subscribeToNothing, canObserve, () => true);
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setIsInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isObservable ? isInView : true;
}
