import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db';
import { registerMeRoutes } from './me-routes';

export interface MeOptions {
  db: Database;
}

/** The signed-in user's own record: `GET /api/me`, and `PUT /api/me` at the first sign-in. */
export const mePlugin: FastifyPluginAsync<MeOptions> = async (app, options) => {
  registerMeRoutes(app, options);
};
