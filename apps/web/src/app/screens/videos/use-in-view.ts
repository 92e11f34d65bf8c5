import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether at least `ratio` of an element is inside the window: the shorts player stops when the
 * page is scrolled away from it. Without IntersectionObserver it counts as shown.
 */
export function useInView(ref: RefObject<Element | null>, ratio = 0.5): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.intersectionRatio >= ratio);
      },
      { threshold: [0, ratio, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ratio]);
  return inView;
}
