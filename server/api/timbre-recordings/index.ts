import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db';
import { registerTimbreRecordingRoutes } from './recording-routes';

export interface TimbreRecordingsOptions {
  db: Queryable;
}

/**
 * Recordings of the timbre catalogue's instruments (`/api/timbre/...`): teachers upload and
 * delete them, everyone signed in lists and plays them.
 */
export const timbreRecordingsPlugin: FastifyPluginAsync<TimbreRecordingsOptions> = async (app, options) => {
  await registerTimbreRecordingRoutes(app, options);
};
