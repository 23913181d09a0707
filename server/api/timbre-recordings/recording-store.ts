/**
 * Instrument recordings in the database. A deleted recording is only hidden (`deleted_at`): an
 * exam started with it names it in its settings, and must still be scored and heard.
 */
import { randomUUID } from 'node:crypto';
import type { InstrumentRecording } from '../../../src/api-contract';
import type { Queryable } from '../db';

interface RecordingRow {
  id: string;
  instrument: string;
  file_name: string;
  size_bytes: number;
  duration_seconds: number;
  loudness_lufs: number | null;
  uploaded_at: Date | string;
}

const COLUMNS = 'id, instrument, file_name, size_bytes, duration_seconds, loudness_lufs, uploaded_at';

const toRecording = (row: RecordingRow): InstrumentRecording => ({
  id: row.id,
  instrument: row.instrument,
  fileName: row.file_name,
  sizeBytes: Number(row.size_bytes),
  durationSeconds: Number(row.duration_seconds),
  loudnessLufs: row.loudness_lufs === null ? null : Number(row.loudness_lufs),
  uploadedAt: (row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at)).toISOString(),
});

export interface NewRecording {
  instrument: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  durationSeconds: number;
  loudnessLufs: number;
  uploadedBy: string;
}

export async function insertRecording(db: Queryable, recording: NewRecording): Promise<InstrumentRecording> {
  const rows = await db.query<RecordingRow>(
    `INSERT INTO instrument_recordings (id, instrument, file_name, content_type, bytes, size_bytes, duration_seconds, loudness_lufs, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      recording.instrument,
      recording.fileName,
      recording.contentType,
      recording.bytes,
      recording.bytes.byteLength,
      recording.durationSeconds,
      recording.loudnessLufs,
      recording.uploadedBy,
    ],
  );
  return toRecording(rows[0] as RecordingRow);
}

/** The recordings not deleted, by instrument and upload time. */
export async function listRecordings(db: Queryable): Promise<InstrumentRecording[]> {
  const rows = await db.query<RecordingRow>(`SELECT ${COLUMNS} FROM instrument_recordings WHERE deleted_at IS NULL ORDER BY instrument, uploaded_at, id`);
  return rows.map(toRecording);
}

/** Every recording among `ids`, deleted ones too (an exam started before the deletion names them). */
export async function recordingsById(db: Queryable, ids: readonly string[]): Promise<InstrumentRecording[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<RecordingRow>(`SELECT ${COLUMNS} FROM instrument_recordings WHERE id = ANY($1::uuid[])`, [ids]);
  return rows.map(toRecording);
}

/**
 * The file of a recording. `includeDeleted` for an exam's own sound: a teacher's deletion hides
 * a recording from the catalogue and from new exams, not from an exam already under way.
 */
export async function recordingAudio(db: Queryable, id: string, { includeDeleted = false } = {}): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `SELECT content_type, bytes FROM instrument_recordings WHERE id = $1${includeDeleted ? '' : ' AND deleted_at IS NULL'}`,
    [id],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

export async function deleteRecording(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('UPDATE instrument_recordings SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
