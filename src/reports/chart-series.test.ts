import { describe, expect, it } from 'vitest';
import { chartSeries, seriesKeyOf } from './chart-series';

const practice = (difficulty: string | null) => ({ official: false, difficulty });
const official = { official: true, difficulty: null };

describe('chart series', () => {
  it('gives each practice difficulty its own series, in the order given, then custom settings, then the official exams', () => {
    const points = [practice('medium'), official, practice(null), practice('easy'), practice('medium'), practice('hard')];
    const series = chartSeries(points, ['easy', 'medium', null]);
    expect(series.map((s) => s.key)).toEqual(['preset:easy', 'preset:medium', 'preset:hard', 'custom', 'official']);
    expect(points.map(seriesKeyOf)).toEqual(['preset:medium', 'official', 'custom', 'preset:easy', 'preset:medium', 'preset:hard']);
  });

  it('tells the series apart by marker as well as colour, and never joins exams at custom settings', () => {
    const series = chartSeries([practice('easy'), practice('medium'), practice(null), official]);
    expect(new Set(series.map((s) => s.marker)).size).toBe(series.length);
    expect(series.map((s) => s.joined)).toEqual([true, true, false, true]);
    expect(series.map((s) => s.colorIndex)).toEqual([0, 1, null, null]);
  });

});
