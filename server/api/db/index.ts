export type { Database, Queryable, TransactionScope } from './database';
export { migrate, dropSchema, pendingMigrations } from './migrate';
export { openDatabase } from './open-database';
export { openingDatabase } from './opening-database';
export { openPgliteDatabase, pgliteScope, startPglite } from './pglite-database';
export { openPgDatabase } from './pg-database';
