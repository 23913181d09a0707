import type { FastifyPluginAsync } from 'fastify';
import { registerReportRoutes, type ReportRouteDeps } from './report-routes';

export type ReportsOptions = ReportRouteDeps;

/** A student's own reports (`/api/reports/:area`) and a teacher's total reports and CSV (`/api/total-reports/:area`). */
export const reportsPlugin: FastifyPluginAsync<ReportsOptions> = async (app, options) => {
  registerReportRoutes(app, options);
};
