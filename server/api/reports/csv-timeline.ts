import type { ListeningTimeline } from '../../../src/api-contract';
import type { CsvTimelineLabels } from './csv-labels';

/** A question whose sound was never served, in the list of first-served times. */
const NEVER = '–';

const fill = (template: string, name: string, value: string): string =>
  template.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), value);

/**
 * The listening timeline as one readable cell, e.g. "answered after 48.2 s; question sounds
 * first served at 0, 6.1, –, 12.4 s; never: questions 3". Questions are numbered from 1, as
 * students see them.
 */
export function timelineText(timeline: ListeningTimeline | null, labels: CsvTimelineLabels): string {
  if (!timeline) return '';
  const parts = [fill(labels.answeredAfter, 'seconds', String(timeline.answeredAfterSeconds))];
  if (timeline.questions.some((at) => at !== null)) {
    parts.push(fill(labels.served, 'seconds', timeline.questions.map((at) => (at === null ? NEVER : String(at))).join(', ')));
  }
  const never = timeline.questions.flatMap((at, n) => (at === null ? [String(n + 1)] : []));
  if (never.length > 0) parts.push(fill(labels.never, 'questions', never.join(', ')));
  return parts.join('; ');
}
