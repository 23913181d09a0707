/**
 * The material a request names (issue 37): a loop of the programme library, which the questions
 * are made for (their QuestionContext: EQ asks only the bands a loop reveals), or null for pink
 * noise and the student's own file.
 */
import { isProgrammeLoopId, PROGRAMME_LOOP_IDS, type ProgrammeLoopId } from '../../../src/audio/programme';
import type { QuestionContext } from '../../../src/exam-contract';
import { httpError } from '../http-error';

/** A loop's id or null (absent); anything else is refused with a 400 naming the loops. */
export function requestedProgramme(value: unknown, field = 'programme'): ProgrammeLoopId | null {
  if (value === undefined || value === null) return null;
  if (isProgrammeLoopId(value)) return value;
  const named = typeof value === 'string' ? `'${value.slice(0, 40)}'` : `a ${typeof value}`;
  throw httpError(400, `${field}: ${named} is not a loop of the programme library; name one of ${PROGRAMME_LOOP_IDS.join(', ')}, or null for pink noise`);
}

/** A stored material (written by this API, so a loop's id or null). */
export const storedProgramme = (value: string | null | undefined): ProgrammeLoopId | null => (isProgrammeLoopId(value) ? value : null);

export const contextOf = (programme: ProgrammeLoopId | null): QuestionContext => ({ programme });
