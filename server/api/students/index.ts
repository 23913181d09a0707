import type { FastifyPluginAsync } from 'fastify';
import { registerStudentRoutes, type StudentRouteDeps } from './student-routes';

export type StudentsOptions = StudentRouteDeps;

/** `GET /api/students/:sub/summary`: one student across areas, for a teacher. */
export const studentsPlugin: FastifyPluginAsync<StudentsOptions> = async (app, options) => {
  registerStudentRoutes(app, options);
};
