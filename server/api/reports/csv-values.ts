/**
 * The words a CSV writes for a column's values, in the file's language: the page's own strings
 * where the page shows the value (a status chip, a flag, the headphone check), the export's
 * where only the file has it (yes and no, "submitted"). Each is `<namespace>:<key>` of
 * locales/<lng>/<namespace>.json.
 */
import type { CountedAttempt, HeadphoneCheckResult, ListeningFlag, ScheduleStudentStatus, SubmissionOutcome } from '../../../src/api-contract';

const STATUS_KEYS: Record<ScheduleStudentStatus, string> = {
  'not-started': 'results:status.not-started',
  'in-progress': 'results:status.in-progress',
  submitted: 'results:status.submitted',
  'not-submitted': 'results:status.not-submitted',
  flagged: 'results:status.flagged',
};

const LISTENING_FLAG_KEYS: Record<ListeningFlag, string> = {
  unheard: 'reports:listeningFlag.unheard',
  'too-fast': 'reports:listeningFlag.too-fast',
};

const HEADPHONE_CHECK_KEYS: Record<HeadphoneCheckResult, string> = {
  passed: 'reports:headphoneCheck.passed',
  failed: 'reports:headphoneCheck.failed',
  'not-taken': 'reports:headphoneCheck.not-taken',
};

const OUTCOME_KEYS: Record<SubmissionOutcome, string> = {
  submitted: 'export:csv.values.submitted',
  'not-submitted': 'reports:outcome.not-submitted',
};

const COUNTED_ATTEMPT_KEYS: Record<CountedAttempt, string> = {
  best: 'reports:counted.best',
  last: 'reports:counted.last',
  first: 'reports:counted.first',
};

const YES_NO_KEYS: Record<'yes' | 'no', string> = { yes: 'export:csv.values.yes', no: 'export:csv.values.no' };

export const CSV_VALUE_KEYS = {
  status: STATUS_KEYS,
  listeningFlag: LISTENING_FLAG_KEYS,
  headphoneCheck: HEADPHONE_CHECK_KEYS,
  outcome: OUTCOME_KEYS,
  countedAttempt: COUNTED_ATTEMPT_KEYS,
  yesNo: YES_NO_KEYS,
} as const;

type ValueKeys = typeof CSV_VALUE_KEYS;
export type CsvValueWords = { readonly [C in keyof ValueKeys]: Readonly<Record<keyof ValueKeys[C], string>> };

/** Every value's words, through `word` (which throws, naming the file, where a string is missing). */
export function csvValueWords(word: (key: string) => string): CsvValueWords {
  const resolve = (keys: Record<string, string>) => Object.fromEntries(Object.entries(keys).map(([value, key]) => [value, word(key)]));
  return Object.fromEntries(Object.entries(CSV_VALUE_KEYS).map(([column, keys]) => [column, resolve(keys)])) as CsvValueWords;
}
