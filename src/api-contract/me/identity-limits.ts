/** A student's identity as the API stores it: the longest student id and organization name a request may carry. */
export const STUDENT_ID_MAX_LENGTH = 64;
export const ORGANIZATION_MAX_LENGTH = 200;
