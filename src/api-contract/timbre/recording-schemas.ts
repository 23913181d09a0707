/** `/api/timbre/recordings`: teachers' recordings of the timbre catalogue's instruments. */
import { Type, type Static } from 'typebox';
import { closedObject, nullable, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { RECORDING_CONTENT_TYPES, type RecordingContentType } from './recording-limits';

/** A recording a teacher uploaded for an instrument of the timbre catalogue. */
export const InstrumentRecordingSchema = closedObject({
  id: UuidSchema,
  instrument: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  durationSeconds: Type.Number(),
  /** Integrated loudness (BS.1770) measured at upload; null for one stored before it was measured. */
  loudnessLufs: nullable(Type.Number()),
  uploadedAt: TimeSchema,
});
export type InstrumentRecording = Static<typeof InstrumentRecordingSchema>;

export const RecordingIdParamsSchema = Type.Object({ id: UuidSchema });

/** An instrument id of the catalogue (src/areas/timbre/catalogue); the route answers 404 for one it does not list. */
export const InstrumentParamsSchema = Type.Object({ instrument: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 }) });

/** A recording's own bytes as uploaded, sent as they are (no serialiser runs). */
const RecordingAudioSchema = Type.Unsafe<Uint8Array>({ type: 'string', contentEncoding: 'binary' });

/** The 200 answer of a recording's audio, keyed by the content type it is sent as. */
const recordingAudioResponse = {
  content: Object.fromEntries(RECORDING_CONTENT_TYPES.map((type) => [type, { schema: RecordingAudioSchema }])) as Record<
    RecordingContentType,
    { schema: typeof RecordingAudioSchema }
  >,
};

export const recordingRoutes = {
  list: { method: 'GET', url: '/timbre/recordings', schema: { response: { 200: Type.Array(InstrumentRecordingSchema) } } },
  /** The body is the recording's own bytes, not JSON. */
  audio: { method: 'GET', url: '/timbre/recordings/:id/audio', schema: { params: RecordingIdParamsSchema, response: { 200: recordingAudioResponse } } },
  /** The request body is the file itself (its name in the X-File-Name header), not JSON. */
  upload: { method: 'POST', url: '/timbre/instruments/:instrument/recordings', schema: { params: InstrumentParamsSchema, response: { 201: InstrumentRecordingSchema } } },
  remove: { method: 'DELETE', url: '/timbre/recordings/:id', schema: { params: RecordingIdParamsSchema, response: { 204: Type.Null() } } },
} as const;
