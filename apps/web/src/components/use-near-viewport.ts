import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen an element counts as near: it is made just before it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * True once the element is on screen or about to be, and from then on. For heavy parts a page can
 * make when they are looked at: on a phone the dashboard's doughnut is four cards down, and its
 * chart library (about 100 kB of gzip JS and a long render) need not load with the first screen.
 * Where the browser cannot tell (no IntersectionObserver), it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
