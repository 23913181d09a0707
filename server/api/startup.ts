/**
 * Where an API process is in its start (server/api/api-process.ts): it listens first, so that
 * `/api/health` answers from the first second, then opens and migrates its database and warms
 * its render threads. Requests wait until the database is ready (`serving`); `/api/ready` says
 * what is still under way until everything is (server/api/health/ready.ts).
 */

/** What a start does, in order. */
export type StartupStage = 'opening the database' | 'applying migrations' | 'seeding' | 'warming up the render threads' | 'rendering the built-in official sounds';

export class Startup {
  private stage: StartupStage | 'done' = 'opening the database';
  private markServing!: () => void;
  /** Resolves once the database is open, migrated and seeded: what a request needs. */
  readonly serving = new Promise<void>((resolve) => {
    this.markServing = resolve;
  });
  private isServing = false;

  /** Says what the start is doing now. */
  doing(stage: StartupStage): void {
    this.stage = stage;
  }

  /** The database is ready: requests that waited go on. */
  serve(): void {
    this.isServing = true;
    this.markServing();
  }

  /** Everything is ready. */
  finish(): void {
    this.serve();
    this.stage = 'done';
  }

  get servingNow(): boolean {
    return this.isServing;
  }

  /** 'ok', or what the start is still doing. */
  get status(): string {
    return this.stage === 'done' ? 'ok' : this.stage;
  }
}
