import { describe, expect, it } from 'vitest';
import { scrollEdges } from './use-scroll-edges';

describe('scrollEdges', () => {
  it('reports nothing when the content fits (within a pixel of rounding)', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({
      overflowing: false,
      moreLeft: false,
      moreRight: false,
    });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600.8, clientWidth: 600 }).overflowing).toBe(false);
  });

  it('says which sides hide columns as the table scrolls', () => {
    const box = { scrollWidth: 900, clientWidth: 360 };
    expect(scrollEdges({ ...box, scrollLeft: 0 })).toEqual({ overflowing: true, moreLeft: false, moreRight: true });
    expect(scrollEdges({ ...box, scrollLeft: 200 })).toEqual({ overflowing: true, moreLeft: true, moreRight: true });
    expect(scrollEdges({ ...box, scrollLeft: 539.5 })).toEqual({ overflowing: true, moreLeft: true, moreRight: false });
  });
});
