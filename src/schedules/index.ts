/** Scheduled official exams: the teacher's pages, the results, and the student's list. */
export { SchedulesPage } from './schedules-page';
export { ScheduleFormPage } from './schedule-form-page';
export { ScheduleResultsPage } from './schedule-results-page';
export { OrganizationsPage } from './organizations-page';
export { TeacherHome } from './teacher-home';
export { StudentSchedules } from './student-schedules';
export { listSchedules } from './schedules-api';
export { SCHEDULES_PATH, scheduleResultsPath, scheduleEditPath, NEW_SCHEDULE_PATH, ORGANIZATIONS_PATH } from './schedule-paths';
