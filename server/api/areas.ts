import type { FastifyServerOptions } from 'fastify';
import { AREA_FORMAT } from '../../src/api-contract/schemas';
import { AREA_DEFINITIONS } from '../../src/areas/definitions';
import type { AreaDefinition } from '../../src/exam-contract';
import { areaRecord, isAreaId, type AreaId } from '../../src/lib/area-registry';

/**
 * Every area's definition: the API re-generates and re-scores submissions with these. The
 * product's areas, or in tests areas of their own (server/api/testing/test-area.ts), whose ids
 * the product's `AreaId` does not know: the API knows an area by its definitions alone.
 */
export type AreaDefinitions = Readonly<Record<AreaId, AreaDefinition>>;

export const DEFAULT_AREAS: AreaDefinitions = AREA_DEFINITIONS;

/** The ids of `areas`, in the order they were given (the product's: the registry's order). */
export const areaIdsOf = (areas: AreaDefinitions): AreaId[] => Object.keys(areas) as AreaId[];

export const isAreaOf = (areas: AreaDefinitions, value: unknown): value is AreaId => typeof value === 'string' && Object.hasOwn(areas, value);

// Fastify's Ajv is its own dependency (8; the root's `ajv` is 6), so its plugin type is taken from Fastify's options.
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/** The contract's `area` format, an Ajv plugin for an app: one of the areas the app was built with. */
export const areaFormat =
  (areas: AreaDefinitions): AjvPlugin =>
  (ajv) =>
    ajv.addFormat(AREA_FORMAT, { type: 'string', validate: (value: string) => isAreaOf(areas, value) });

/** The SPA's page of an area (its registry record's); a test's area, which has no record, at `/<id>`. */
export const areaPageOf = (area: AreaId): string => (isAreaId(area) ? areaRecord(area).page : `/${area}`);
