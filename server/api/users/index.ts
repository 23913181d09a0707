import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db';
import { registerUserRoutes } from './user-routes';

export interface UsersOptions {
  db: Database;
}

/** The teachers' side of student identities: `GET /api/users` and `PATCH /api/users/:sub`. */
export const usersPlugin: FastifyPluginAsync<UsersOptions> = async (app, options) => {
  registerUserRoutes(app, options);
};
