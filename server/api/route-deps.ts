import type { AreaRegistry } from './areas';
import type { Database } from './db';
import type { OfficialSounds } from './official-exams/sounds/official-sounds';
import type { CsvHeaders } from './reports/csv-labels';
import type { OfficialExamRules } from './official-exams/official-exam-rules';

/** What every route module gets: no module-level state, so any number of instances can run. */
export interface RouteDeps {
  db: Database;
  areas: AreaRegistry;
  /** Injected so tests can issue exams in the past. */
  clock: () => Date;
  /** What the CSV files write per language (headers, value words, the areas' answers), read from locales/ when the app is built. */
  csvHeaders: CsvHeaders;
  /** The sounds of issued official exams, rendered off the event loop. */
  sounds: OfficialSounds;
  officialRules: OfficialExamRules;
}
