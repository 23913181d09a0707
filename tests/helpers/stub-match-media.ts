import { vi } from 'vitest';

/** Replaces jsdom's missing `matchMedia` with one that answers each media query with `matches(query)`. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** A window `width` pixels wide, as far as CSS media queries (MUI's useMediaQuery) are concerned. */
export function stubViewportWidth(width: number): void {
  stubMatchMedia((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}
