/**
 * Which of a student's official attempts counts (OfficialExamRules.countedAttempt). A
 * not-submitted attempt is a row with score 0, so it counts like any other.
 *
 * The first and last attempts are found with plain min/max over an array key
 * [finished_at, id, score] rather than an ordered aggregate, so PostgreSQL can still hash the
 * grouping of a large report; element 3 of the winning key is its score.
 */
import type { CountedAttempt } from '../../../src/api-contract';

const attemptKey = (alias: string): string =>
  `ARRAY[extract(epoch FROM ${alias}.finished_at)::float8, ${alias}.id::float8, ${alias}.score::float8]`;

const pick = (rule: Exclude<CountedAttempt, 'best'>): string => (rule === 'last' ? 'max' : 'min');

/** The aggregate over submissions `alias` that is the counted score of the group. */
export function countedScoreSql(rule: CountedAttempt, alias = 's'): string {
  return rule === 'best' ? `max(${alias}.score)::float8` : `(${pick(rule)}(${attemptKey(alias)}))[3]`;
}

/** The same in two passes: an aggregate per part (its counted key)... */
export function countedKeySql(rule: CountedAttempt, alias = 's'): string {
  return rule === 'best' ? `max(${alias}.score)::float8` : `${pick(rule)}(${attemptKey(alias)})`;
}

/** ...and the aggregate over the parts' keys (column `column`) that is the counted score. */
export function countedScoreOfKeysSql(rule: CountedAttempt, column: string): string {
  return rule === 'best' ? `max(${column})` : `(${pick(rule)}(${column}))[3]`;
}
