/**
 * Where the admins' student-identity page lives, beside the total reports. A file of its own so
 * the drawer (loaded at start) can link it without pulling the page into the first bundle.
 */
export const STUDENT_IDENTITIES_PATH = '/totalreport/students';
