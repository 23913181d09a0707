/** A scheduled exam's results page (src/schedules), where an LTI launch also leads the course's teacher (server/api/lti/). */
export const SCHEDULES_PATH = '/schedules';

export const scheduleResultsPath = (id: string): string => `${SCHEDULES_PATH}/${encodeURIComponent(id)}`;
