import { randomUUID } from 'node:crypto';
import type { SubmissionRequest } from '../../../src/api-contract';
import type { AreaDefinition } from '../../../src/exam-contract';
import type { Database } from '../db';
import { issuedQuestions } from './test-app';

/** An official exam handed in with every answer right, begun a minute before `finishedAt` (epoch ms). */
export async function rightOfficialSubmission<Q, A>(
  db: Database,
  definition: Pick<AreaDefinition<unknown, Q, A>, 'id' | 'version' | 'rightAnswer'>,
  examId: string,
  finishedAt: number,
): Promise<SubmissionRequest> {
  const questions = (await issuedQuestions(db, examId)) as Q[];
  return {
    submitId: randomUUID(),
    area: definition.id,
    mode: 'official',
    generatorVersion: definition.version,
    examId,
    startedAt: new Date(finishedAt - 60_000).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    answers: questions.map((question) => definition.rightAnswer(question)),
  };
}
