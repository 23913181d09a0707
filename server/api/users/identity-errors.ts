import { API_ERROR_CODES } from '../../../src/api-contract';
import { httpError, type HttpError } from '../http-error';

/** The refusals of an identity change, each a 409 with its own code for the SPA to translate. */
export const identityLocked = (): HttpError =>
  httpError(
    409,
    'Organization and student id are already set and only an admin can change them',
    API_ERROR_CODES.identityLocked,
  );

export const identityManaged = (): HttpError =>
  httpError(
    409,
    'Organization and student id come from the identity provider and cannot be changed here',
    API_ERROR_CODES.identityManaged,
  );

export const studentIdTaken = (studentId: string, organization: string): HttpError =>
  httpError(409, `Student id ${studentId} is already used by another student of ${organization}`, API_ERROR_CODES.studentIdTaken);
