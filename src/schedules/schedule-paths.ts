/** The client routes of scheduled exams (src/app/routes.tsx). */
import { SCHEDULES_PATH } from '../lib/schedule-results-path';

export { SCHEDULES_PATH, scheduleResultsPath } from '../lib/schedule-results-path';
export const NEW_SCHEDULE_PATH = `${SCHEDULES_PATH}/new`;
export const ORGANIZATIONS_PATH = '/organizations';
export const scheduleEditPath = (id: string): string => `/schedules/${encodeURIComponent(id)}/edit`;
/** The new-exam form's query parameter naming the exam it is filled in from. */
export const COPY_PARAM = 'copy';
/** A new exam like exam `id`. */
export const scheduleCopyPath = (id: string): string => `${NEW_SCHEDULE_PATH}?${COPY_PARAM}=${encodeURIComponent(id)}`;
/** The deep-linking page's query parameter naming an exam just set for the course: chosen on arrival (src/schedules/deep-link-page.tsx). */
export const DEEP_LINK_CREATED_PARAM = 'schedule';
