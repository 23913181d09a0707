/** Teachers' instrument recordings through the API: list, play (authorised), upload, delete. */
import { apiFetch, apiRequest } from '../../lib/api-client';
import type { InstrumentRecording } from '../../api-contract';

export function listRecordings(signal?: AbortSignal): Promise<InstrumentRecording[]> {
  return apiRequest<InstrumentRecording[]>('GET', 'timbre/recordings', { reportErrors: false, ...(signal ? { signal } : {}) });
}

/** The recording as a blob URL for an <audio> element (the API wants a token, which <audio> cannot send). */
export async function recordingObjectUrl(id: string): Promise<string> {
  const response = await apiFetch(`timbre/recordings/${encodeURIComponent(id)}/audio`, { headers: { Accept: 'audio/*' }, reportErrors: false });
  return URL.createObjectURL(await response.blob());
}

export async function uploadRecording(instrument: string, file: File): Promise<InstrumentRecording> {
  const response = await apiFetch(`timbre/instruments/${encodeURIComponent(instrument)}/recordings`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    reportErrors: false,
  });
  return (await response.json()) as InstrumentRecording;
}

export async function deleteRecording(id: string): Promise<void> {
  await apiFetch(`timbre/recordings/${encodeURIComponent(id)}`, { method: 'DELETE', reportErrors: false });
}
