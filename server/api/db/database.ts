/**
 * The one seam between the API and PostgreSQL. Two adapters implement it: embedded PGlite
 * (the default) and a `pg` pool (when DATABASE_URL is set). SQL is always parameterised.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface TransactionScope extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Commits when `fn` resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: TransactionScope) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
