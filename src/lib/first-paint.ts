/**
 * Resolves once the page has painted something (the first contentful paint), or after
 * `fallbackMs` where paint timing is missing. Work that the first screen does not need (the
 * sign-in SDK, the strings of pages not shown yet) waits for it, so it never delays that paint.
 */
export function afterFirstPaint(fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    const observer = supported
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : null;
    const timer = setTimeout(() => done(), fallbackMs);
    function done(): void {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer?.observe({ type: 'paint', buffered: true });
  });
}
