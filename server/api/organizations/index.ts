import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db';
import { registerOrganizationRoutes } from './organization-routes';

export interface OrganizationsOptions {
  db: Database;
  clock: () => Date;
}

/** `/api/organizations`: everyone signed in lists them; teachers add, rename and delete them. */
export const organizationsPlugin: FastifyPluginAsync<OrganizationsOptions> = async (app, options) => {
  registerOrganizationRoutes(app, options);
};
