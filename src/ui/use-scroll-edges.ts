import { useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** The content is wider than its box, so it scrolls sideways. */
  overflowing: boolean;
  /** More content hides to the left of the visible part. */
  moreLeft: boolean;
  /** More content hides to the right of the visible part. */
  moreRight: boolean;
}

const NONE: ScrollEdges = { overflowing: false, moreLeft: false, moreRight: false };

/** Browsers report fractional widths and scroll offsets; a pixel of slack avoids a flickering shadow. */
const SLACK = 1;

export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= SLACK) return NONE;
  return {
    overflowing: true,
    moreLeft: box.scrollLeft > SLACK,
    moreRight: box.scrollLeft < hidden - SLACK,
  };
}

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflowing === b.overflowing && a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;

/**
 * Which sides of a horizontally scrolling element hide content, kept up to date on scroll and
 * whenever the element or its content changes size (a new page of rows, a rotated phone).
 */
export function useScrollEdges<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = scrollEdges(element);
      setEdges((current) => (same(current, next) ? current : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(measure);
      observer.observe(element);
      for (const child of Array.from(element.children)) observer.observe(child);
    }
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return { ref, edges };
}
