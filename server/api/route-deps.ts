import type { AreaRegistry } from './areas';
import type { Database } from './db';

/** What every route module gets: no module-level state, so any number of instances can run. */
export interface RouteDeps {
  db: Database;
  areas: AreaRegistry;
  /** Injected so tests can issue exams in the past. */
  clock: () => Date;
}
