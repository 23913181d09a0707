/**
 * Which line of the progress chart a finished exam belongs to. Scores at different difficulties
 * are not comparable, so practice has one series per difficulty preset; exams at custom settings
 * stand alone (no line: their settings may differ from each other); official exams are one more.
 */
import type { MarkerShape } from './chart-geometry';

export interface DifficultyPoint {
  official: boolean;
  /** The difficulty preset of a practice exam; null for custom settings (ignored for an official exam). */
  difficulty: string | null;
}

export interface ChartSeries {
  key: string;
  kind: 'practice' | 'official';
  /** The preset of a practice series; null for custom settings and for the official exams. */
  difficulty: string | null;
  /** Whether a line joins its points. */
  joined: boolean;
  marker: MarkerShape;
  /** Place in the practice palette; null for the official exams and custom settings, which have their own colours. */
  colorIndex: number | null;
}

const PRACTICE_MARKERS: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'hexagon'];

export const seriesKeyOf = (point: DifficultyPoint): string =>
  point.official ? 'official' : point.difficulty === null ? 'custom' : `preset:${point.difficulty}`;

/**
 * The series the points fall into, in the legend's order: practice difficulties as `order` lists
 * them (easiest first), any other in order of first appearance, then custom settings, then the
 * official exams.
 */
export function chartSeries(points: readonly DifficultyPoint[], order: readonly (string | null)[] = []): ChartSeries[] {
  const presets = [...new Set(points.filter((p) => !p.official && p.difficulty !== null).map((p) => p.difficulty as string))];
  const rank = (preset: string) => {
    const at = order.indexOf(preset);
    return at >= 0 ? at : order.length + presets.indexOf(preset);
  };
  const series: ChartSeries[] = presets
    .sort((a, b) => rank(a) - rank(b))
    .map((preset, i) => ({
      key: `preset:${preset}`,
      kind: 'practice',
      difficulty: preset,
      joined: true,
      marker: PRACTICE_MARKERS[i % PRACTICE_MARKERS.length] ?? 'circle',
      colorIndex: i,
    }));
  if (points.some((p) => !p.official && p.difficulty === null)) {
    series.push({ key: 'custom', kind: 'practice', difficulty: null, joined: false, marker: 'cross', colorIndex: null });
  }
  if (points.some((p) => p.official)) {
    series.push({ key: 'official', kind: 'official', difficulty: null, joined: true, marker: 'filled-circle', colorIndex: null });
  }
  return series;
}
