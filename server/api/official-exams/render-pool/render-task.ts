/**
 * One official sound to make: render a branch of a sealed question, encode it as FLAC and
 * write it to `file` (atomically: a reader sees the whole file or none). The same function
 * runs in a worker thread (render-worker.ts) or, in tests, on the calling thread.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImpulseResponseRequest } from '../../../../src/audio/impulse-response-synthesis';
import type { AudioBranch } from '../../../../src/api-contract';
import type { AreaId } from '../../../../src/lib/area-registry';
import type { ProgrammeLoopId } from '../../../../src/audio/programme';
import type { AreaDefinitions } from '../../areas';
import { officialQuestionAudio, prepareRooms } from '../sounds/question-audio';

export interface RenderTask {
  area: AreaId;
  question: unknown;
  branch: AudioBranch;
  /** The exam's material: the loop the question is rendered on unless it brings its own sound; null or absent: pink noise. */
  programme?: ProgrammeLoopId | null;
  /** The uploaded recordings the question plays (timbre), read from the database by the caller. */
  recordings: ReadonlyArray<readonly [id: string, bytes: Uint8Array]>;
  file: string;
  /** Rooms to synthesise into the thread's cache first (the warm-up: server/api/official-exams/sounds/official-sounds.ts). */
  rooms?: ImpulseResponseRequest[];
}

export interface RenderOutcome {
  bytes: number;
  /** 0 when the file was there already. */
  renderMs: number;
}

let partialCount = 0;

/** Renders and writes the task's file, unless it is there already (another exam's sound, or a restart). */
export async function runRenderTask(task: RenderTask, areas: AreaDefinitions): Promise<RenderOutcome> {
  const started = performance.now();
  await prepareRooms(task.rooms ?? []);
  const existing = await stat(task.file).catch(() => null);
  if (existing) return { bytes: existing.size, renderMs: 0 };
  const recordings = new Map(task.recordings);
  const flac = await officialQuestionAudio(areas[task.area], task.question, task.branch, async (id) => recordings.get(id) ?? null, task.programme ?? null);
  await mkdir(path.dirname(task.file), { recursive: true });
  const partial = `${task.file}.${process.pid}-${partialCount++}.part`;
  await writeFile(partial, flac);
  await rename(partial, task.file);
  return { bytes: flac.byteLength, renderMs: performance.now() - started };
}
