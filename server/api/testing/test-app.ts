import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateQuestionSet } from '../../../src/exam-contract';
import type { AreaDefinitions } from '../areas';
import { buildApp } from '../app';
import { createTokenVerifier } from '../auth';
import { migrate, openPgDatabase, type Database } from '../db';
import { createInlineRenderPool } from '../official-exams/render-pool';
import { seedBase } from '../seed/base-seed';
import { DEFAULT_OFFICIAL_EXAM_RULES, type OfficialExamRules } from '../official-exams/official-exam-rules';
import { TEST_AREAS, countArea, type CountSettings } from './test-area';
import { checkResponsesAgainstContract } from './response-contract';
import { openTestDatabase } from './test-database';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens, type TestTokens, type TokenOptions } from './test-tokens';

export const TEST_APP_ORIGIN = 'http://127.0.0.1:5999';

export interface TestApp {
  app: FastifyInstance;
  /** Where an answer disagreed with the contract (src/api-contract): such an answer is a 500. */
  contract: { faults: string[] };
  db: Database;
  tokens: TestTokens;
  /** Let a test move time (official exam expiry). */
  setNow(date: Date | null): void;
  request(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: TestTokenUser | string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Token options of a test identity. */
export type TestTokenUser = TokenOptions;

/** An API with an in-memory PGlite (or TEST_DATABASE_URL), migrated and base-seeded, trusting test-signed tokens. */
export interface TestAppOptions {
  officialRules?: OfficialExamRules;
  /** Render every sound of an exam at issue (on the test's thread) into this directory. */
  renderAheadInto?: string;
  /**
   * One API instance of several on the same data: a connection pool of its own to this
   * database (left in place by close()), trusting these tokens.
   */
  instanceOf?: { databaseUrl: string; tokens: TestTokens };
  /** Where the API's log lines go (JSON, level info and up), for a test that reads what is logged; none unless given. */
  logTo?: { write(line: string): void };
}

/**
 * The official-exam rules of tests about other things (time, scoring) that take one area's
 * exam many times: any number of attempts.
 */
export const RETAKES_ALLOWED: OfficialExamRules = {
  ...DEFAULT_OFFICIAL_EXAM_RULES,
  attempts: 1_000_000,
  perMinute: { issue: 1_000_000, audio: 1_000_000, reviewAudio: 1_000_000 },
};

/** Closes every open official exam, so that the next test of a file issues a fresh one. */
export async function closeOpenExams(db: Database): Promise<void> {
  await db.query('UPDATE official_exams SET used_at = now() WHERE used_at IS NULL');
}

export async function createTestApp(areas: AreaDefinitions = TEST_AREAS, options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.instanceOf ? await openPgDatabase(options.instanceOf.databaseUrl) : await openTestDatabase();
  await migrate(db);
  await seedBase(db);
  const tokens = options.instanceOf?.tokens ?? (await createTestTokens());
  let now: Date | null = null;
  const app = await buildApp({
    db,
    auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
    config: { appOrigin: TEST_APP_ORIGIN },
    areas,
    clock: () => now ?? new Date(),
    ...(options.officialRules ? { officialRules: options.officialRules } : {}),
    ...(options.logTo ? { logger: { level: 'info', stream: options.logTo } } : {}),
    ...(options.renderAheadInto ? { sounds: { pool: createInlineRenderPool(areas), dir: options.renderAheadInto, renderAhead: true } } : {}),
  });
  // Every JSON answer of every server test is checked against its route's response schema.
  const contract = checkResponsesAgainstContract(app);
  await app.ready();
  return {
    app,
    contract,
    db,
    tokens,
    setNow: (date) => {
      now = date;
    },
    async request(method, url, who, body) {
      const token = typeof who === 'string' ? who : who ? await tokens.sign(who) : undefined;
      return app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The questions the server stored at issue: what a test answers an official exam from. */
export async function issuedQuestions(db: Database, examId: string): Promise<unknown[]> {
  const rows = await db.query<{ questions: unknown[] | null }>('SELECT questions FROM official_exams WHERE id = $1', [examId]);
  const questions = rows[0]?.questions;
  if (!questions) throw new Error(`no stored questions for exam ${examId}`);
  return questions;
}

/** The right answers of a count-area exam, computed the way the server will. */
export function countAnswers(seed: number, settings: CountSettings, count: number): number[] {
  return generateQuestionSet(countArea, seed, settings, count);
}

export const STUDENT: TestTokenUser = { sub: 'test|anna', name: 'Anna Berg', email: 'anna@uni.example' };
export const STUDENT_2: TestTokenUser = { sub: 'test|wang', name: '王芳', email: 'wang.fang@uni.example' };
export const TEACHER: TestTokenUser = {
  sub: 'test|teacher',
  name: 'Prof. Teacher',
  email: 'teacher@uni.example',
  permissions: ['read:admin'],
};
