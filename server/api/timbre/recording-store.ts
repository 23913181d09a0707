/** Instrument recordings in the database. */
import { randomUUID } from 'node:crypto';
import type { InstrumentRecording } from '../../../src/lib/api-types';
import type { Queryable } from '../db';

interface RecordingRow {
  id: string;
  instrument: string;
  file_name: string;
  size_bytes: number;
  duration_seconds: number;
  uploaded_at: Date | string;
}

const toRecording = (row: RecordingRow): InstrumentRecording => ({
  id: row.id,
  instrument: row.instrument,
  fileName: row.file_name,
  sizeBytes: Number(row.size_bytes),
  durationSeconds: Number(row.duration_seconds),
  uploadedAt: (row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at)).toISOString(),
});

export interface NewRecording {
  instrument: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  durationSeconds: number;
  uploadedBy: string;
}

export async function insertRecording(db: Queryable, recording: NewRecording): Promise<InstrumentRecording> {
  const rows = await db.query<RecordingRow>(
    `INSERT INTO instrument_recordings (id, instrument, file_name, content_type, bytes, size_bytes, duration_seconds, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, instrument, file_name, size_bytes, duration_seconds, uploaded_at`,
    [randomUUID(), recording.instrument, recording.fileName, recording.contentType, recording.bytes, recording.bytes.byteLength, recording.durationSeconds, recording.uploadedBy],
  );
  return toRecording(rows[0] as RecordingRow);
}

export async function listRecordings(db: Queryable): Promise<InstrumentRecording[]> {
  const rows = await db.query<RecordingRow>(
    'SELECT id, instrument, file_name, size_bytes, duration_seconds, uploaded_at FROM instrument_recordings ORDER BY instrument, uploaded_at',
  );
  return rows.map(toRecording);
}

export async function recordingAudio(db: Queryable, id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM instrument_recordings WHERE id = $1', [id]);
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

export async function deleteRecording(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM instrument_recordings WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
