/**
 * The results of a scheduled exam as one CSV (UTF-8 with BOM, like the total reports): the
 * students, then after a blank line the item analysis per question, then after another the
 * item analysis per right answer. Statuses, flags and answers read as on the results page, in
 * the file's language.
 */
import type { AreaDefinition } from '../../../../src/exam-contract';
import type { ItemAnswer, ItemPosition, ScheduleResultRow, ScheduleResults } from '../../../../src/api-contract';
import { needsHeadphones } from '../../../../src/lib/area-registry';
import { CSV_BOM, csvLine, type CsvCell } from '../../reports/csv';
import type { CsvLabels } from '../../reports/csv-labels';

/** How the file writes things: its language's labels and words, and the area's words for an answer. */
interface CsvWords {
  labels: CsvLabels;
  answer(answer: unknown): string;
}

interface Column<R> {
  label(labels: CsvLabels): string;
  cell(row: R, words: CsvWords): CsvCell;
}

/** The area's words for an answer (its definition's, as the page's); the data itself where they fail, as on the page. */
function answerWords(definition: AreaDefinition, labels: CsvLabels): CsvWords['answer'] {
  const t = labels.translator(definition.id);
  return (answer) => {
    try {
      return definition.describeAnswer(answer, t);
    } catch {
      return JSON.stringify(answer) ?? '';
    }
  };
}

const STUDENT_COLUMNS: readonly Column<ScheduleResultRow>[] = [
  { label: (l) => l.columns.organization, cell: (r) => r.organization },
  { label: (l) => l.columns.studentId, cell: (r) => r.studentId },
  { label: (l) => l.columns.name, cell: (r) => r.name },
  { label: (l) => l.columns.user, cell: (r) => r.email },
  { label: (l) => l.schedule.status, cell: (r, { labels }) => labels.values.status[r.status] },
  { label: (l) => l.schedule.attemptsUsed, cell: (r) => r.attemptsUsed },
  { label: (l) => l.columns.countedScore, cell: (r) => r.countedScore },
  { label: (l) => l.schedule.countedCorrectRate, cell: (r) => r.countedCorrectRate },
  { label: (l) => l.columns.durationSeconds, cell: (r) => r.durationSeconds },
];

const HEADPHONE_COLUMN: Column<ScheduleResultRow> = {
  label: (l) => l.columns.headphoneCheck,
  cell: (r, { labels }) => (r.headphoneCheck ? labels.values.headphoneCheck[r.headphoneCheck] : ''),
};

const FLAG_COLUMNS: readonly Column<ScheduleResultRow>[] = [
  { label: (l) => l.columns.listeningFlag, cell: (r, { labels }) => (r.listeningFlag ? labels.values.listeningFlag[r.listeningFlag] : '') },
  { label: (l) => l.columns.submitId, cell: (r) => r.submitId },
];

/** Question numbers from 1, as the student saw them. */
const POSITION_COLUMNS: readonly Column<ItemPosition>[] = [
  { label: (l) => l.schedule.question, cell: (p) => p.position + 1 },
  { label: (l) => l.schedule.answered, cell: (p) => p.answered },
  { label: (l) => l.columns.correctRate, cell: (p) => p.correctRate },
  { label: (l) => l.schedule.averageCredit, cell: (p) => p.averageCredit },
];

const ANSWER_COLUMNS: readonly Column<ItemAnswer>[] = [
  { label: (l) => l.schedule.rightAnswer, cell: (a, words) => words.answer(a.answer) },
  { label: (l) => l.schedule.asked, cell: (a) => a.asked },
  { label: (l) => l.columns.correctRate, cell: (a) => a.correctRate },
  { label: (l) => l.schedule.confusion, cell: (a, words) => (a.confusion ? words.answer(a.confusion.answer) : '') },
  { label: (l) => l.schedule.confusionCount, cell: (a) => a.confusion?.count ?? null },
];

function section<R>(columns: readonly Column<R>[], rows: readonly R[], words: CsvWords): string {
  return csvLine(columns.map((c) => c.label(words.labels))) + rows.map((row) => csvLine(columns.map((c) => c.cell(row, words)))).join('');
}

/** `definition`: the area's, which scored the answers and words them. */
export function scheduleResultsCsv(results: ScheduleResults, labels: CsvLabels, definition: AreaDefinition): string {
  const words: CsvWords = { labels, answer: answerWords(definition, labels) };
  const studentColumns = [...STUDENT_COLUMNS, ...(needsHeadphones(results.schedule.area) ? [HEADPHONE_COLUMN] : []), ...FLAG_COLUMNS];
  const sections = [
    section(studentColumns, results.rows, words),
    section(POSITION_COLUMNS, results.items.positions, words),
    section(ANSWER_COLUMNS, results.items.answers, words),
  ];
  // A blank line between the sections: each starts with its own header row.
  return CSV_BOM + sections.join('\r\n');
}

/**
 * `<area>-<title>-results-<yyyy-mm-dd>.csv`: the title in ASCII for `filename` (its id when
 * nothing of it is ASCII), and as written for `filename*` (RFC 6266).
 */
export function scheduleResultsDisposition(results: ScheduleResults, now: Date): string {
  const { area, title, id } = results.schedule;
  const day = now.toISOString().slice(0, 10);
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const ascii = `${area}-${slug || id.slice(0, 8)}-results-${day}.csv`;
  const full = `${area}-${title.trim().replace(/[\\/:*?"<>|\r\n\t]+/g, '-')}-results-${day}.csv`;
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded.
  const encoded = encodeURIComponent(full).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
