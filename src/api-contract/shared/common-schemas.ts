/** Schema pieces every feature's contract uses: the area, ids, times, nullable values, pages. */
import { Type, type Static, type TObjectOptions, type TProperties, type TSchema, type TUnknown } from 'typebox';
import { AREA_IDS, type AreaId } from '../../lib/area-registry';

/**
 * A listening area. Its ids are the server's area definitions (server/api/areas.ts): the server
 * checks the `area` format against the definitions it was built with, the product's or a
 * test's own areas (server/api/testing/test-area.ts), rather than against a fixed list here.
 */
export const AREA_FORMAT = 'area';
export const AreaSchema = Type.Unsafe<AreaId>(Type.String({ format: AREA_FORMAT, description: `An area: ${AREA_IDS.join(', ')}` }));

export const AreaParamsSchema = Type.Object({ area: AreaSchema });
export type AreaParams = Static<typeof AreaParamsSchema>;

export const UuidSchema = Type.String({ format: 'uuid' });

/** A time the server sends (ISO 8601, UTC): every handler turns the database's timestamps into strings. */
export const TimeSchema = Type.String({ format: 'date-time' });

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A response object: a field the schema does not name is a fault, not a silent extra. */
export const closedObject = <P extends TProperties>(properties: P, options: TObjectOptions = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

/** A positive integer in a query string (declared as a string: query values are text; the route bounds it). */
export const positiveIntQuery = (defaultValue: number) => Type.String({ pattern: '^[1-9][0-9]{0,6}$', default: String(defaultValue) });

/** Question `n` (from 0) of an exam, in a path. */
export const QuestionNumberSchema = Type.String({ pattern: '^[0-9]{1,4}$' });

/** Any JSON: an area's settings, questions and answers, which the area itself validates. */
export const AnyJsonSchema = Type.Unknown();

/**
 * A loop of the programme library (src/audio/programme, its id) or null for pink noise. The
 * handlers check the id, with a clear 400 for an unknown one.
 */
export const ProgrammeRequestSchema = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 100 });

const PagingProperties = { total: Type.Integer({ minimum: 0 }), page: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }) };

/** One page of rows, with the count of every row the query selects. */
export const pageOf = <T extends TSchema>(row: T) => closedObject({ rows: Type.Array(row), ...PagingProperties });
export type Page<T> = Omit<Static<ReturnType<typeof pageOf<TUnknown>>>, 'rows'> & { rows: T[] };
