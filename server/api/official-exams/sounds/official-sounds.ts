/**
 * The sounds of issued official exams, rendered ahead by the render pool and kept on disk while
 * exams may ask for them. A fetch is then mostly a file read.
 *
 * A file is named by what it sounds like (a hash of the area's processing of the question), not
 * by exam: an area's official questions come from a small space (a class's 600 EQ questions are
 * 18 distinct sounds, its reverb questions about 60), so a class renders each sound once. The
 * files are a cache, not state: a sound is rendered deterministically from the sealed question
 * in the database, so an API instance that lacks a file renders it on demand (first in line) and
 * no student is tied to an instance. Disk rather than the database, because they are megabytes
 * written once and read often: in PostgreSQL that is write-ahead-log churn, and in the embedded
 * PGlite work on the event loop. A file nobody asked for during an exam's time limit is deleted.
 */
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { recordingIdOfUrl } from '../../../../src/areas/timbre/recording-ref';
import type { ImpulseResponseRequest } from '../../../../src/audio/impulse-response-synthesis';
import type { ProgrammeLoopId } from '../../../../src/audio/programme';
import { roomRequestOf } from '../../../../src/audio/room-preparation';
import { generateQuestionSet, processingOn } from '../../../../src/exam-contract';
import { API_ERROR_CODES } from '../../../../src/api-contract';
import type { AreaId } from '../../../../src/lib/area-registry';
import type { AreaDefinitions } from '../../areas';
import { httpError } from '../../http-error';
import { OFFICIAL_EXAM_TTL_MS } from '../official-exam-rules';
import { originalGroups } from '../original-groups';
import { URGENT, type RenderPool, type RenderTask, type ScheduledRender } from '../render-pool';
import { OFFICIAL_SAMPLE_RATE } from './loop';
import { soundName, soundSpace, type ExamSound } from './sound-space';

export type { ExamSound } from './sound-space';

export interface OfficialSoundsOptions {
  dir: string;
  pool: RenderPool;
  areas: AreaDefinitions;
  /** An uploaded recording's file, by id (timbre questions play them). */
  recordingBytes: (id: string) => Promise<Uint8Array | null>;
  /** Render every sound of an exam when it is issued. */
  renderAhead: boolean;
}

/** A sound nobody asked for in this long is deleted: no open exam still needs it. */
export const SOUND_KEPT_MS = OFFICIAL_EXAM_TTL_MS + 10 * 60 * 1000;
/** Prepared sounds render behind every sound an issued exam needs. */
const PREPARED = Number.MAX_SAFE_INTEGER;
/** Sounds kept in memory, most recently served: a class's current questions (an EQ class's are 18). */
const MEMORY_BYTES = 64 * 1024 * 1024;

export class OfficialSounds {
  private readonly rendering = new Map<string, ScheduledRender>();
  /** Files this instance rendered or found, so a class's fetches and render-aheads skip the disk. */
  private readonly onDisk = new Set<string>();
  /** Files kept ready whether asked for or not (prepare): never swept. */
  private readonly pinned = new Set<string>();
  private readonly lastAsked = new Map<string, number>();
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;

  constructor(private readonly options: OfficialSoundsOptions) {}

  /**
   * The bytes of `sound`: from memory when a class has just asked for it (the last
   * MEMORY_BYTES of sounds served), else read from its file, rendered first if need be.
   */
  async bytes(sound: ExamSound): Promise<Buffer> {
    const file = this.fileOf(sound);
    const kept = this.memory.get(file);
    if (kept) {
      this.memory.delete(file);
      this.memory.set(file, kept);
      return kept;
    }
    await this.file(sound);
    const read = await readFile(file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      // Removed behind this instance's back (another instance's sweep, an operator): render it again.
      this.onDisk.delete(file);
      await this.file(sound);
      return readFile(file);
    });
    this.memory.set(file, read);
    this.memoryBytes += read.byteLength;
    for (const [oldest, bytes] of this.memory) {
      if (this.memoryBytes <= MEMORY_BYTES) break;
      this.memory.delete(oldest);
      this.memoryBytes -= bytes.byteLength;
    }
    return read;
  }

  /** The file of `sound`, rendered now (first in line) when it is not on disk yet. */
  async file(sound: ExamSound): Promise<string> {
    const file = this.fileOf(sound);
    if (this.onDisk.has(file)) return file;
    const pending = this.rendering.get(file);
    if (pending) {
      pending.prioritize(URGENT);
      await pending.done;
      return file;
    }
    if (await exists(file)) {
      this.onDisk.add(file);
      return file;
    }
    const scheduled = this.schedule(sound, file, URGENT);
    if (!scheduled) throw httpError(503, 'The server is busy preparing exam sounds. Please try again in a few seconds.', API_ERROR_CODES.renderBusy);
    await scheduled.done;
    return file;
  }

  /**
   * Queues every sound of a newly issued exam, question by question, each behind the same
   * question of exams issued before it: a class's question 1 is ready before anyone's question 2.
   * A sound already on disk costs nothing, and one queued further back by an earlier exam moves
   * up to this exam's place (a class shares a few sounds: 60 EQ exams ask for 18).
   */
  renderAhead(area: AreaId, questions: readonly unknown[], programme: ProgrammeLoopId | null = null): void {
    if (!this.options.renderAhead) return;
    const groups = originalGroups(this.options.areas[area], questions);
    questions.forEach((question, n) => {
      const sounds: ExamSound[] = [{ area, branch: 'processed', question, programme }];
      if ((groups[n] ?? n) === n) sounds.unshift({ area, branch: 'original', question, programme });
      for (const sound of sounds) {
        const file = this.fileOf(sound);
        if (this.onDisk.has(file)) continue;
        const priority = URGENT + 1 + n;
        const pending = this.rendering.get(file);
        if (pending) pending.prioritize(priority);
        else this.schedule(sound, file, priority)?.done.catch(() => undefined);
      }
    });
  }

  /**
   * Puts `sounds` on disk ahead of any exam (behind every exam's own sounds) and keeps them
   * there; resolves once all are, with how many had to be rendered.
   */
  async prepare(sounds: readonly ExamSound[]): Promise<{ rendered: number }> {
    let rendered = 0;
    const jobs = sounds.map(async (sound) => {
      const file = this.fileOf(sound);
      this.pinned.add(file);
      if (this.onDisk.has(file)) return;
      if (await exists(file)) {
        this.onDisk.add(file);
        return;
      }
      const scheduled = this.rendering.get(file) ?? this.schedule(sound, file, PREPARED);
      if (!scheduled) throw new Error('the render line is full');
      if ((await scheduled.done).renderMs > 0) rendered++;
    });
    await Promise.all(jobs);
    return { rendered };
  }

  /** Removes the sounds nobody asked for in SOUND_KEPT_MS; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.options.dir).catch(() => [] as string[])) {
      const file = path.join(this.options.dir, name);
      const asked = this.lastAsked.get(file) ?? (await stat(file).catch(() => null))?.mtimeMs ?? 0;
      if (now - asked < SOUND_KEPT_MS || this.rendering.has(file) || this.pinned.has(file)) continue;
      await rm(file, { force: true });
      this.lastAsked.delete(file);
      this.onDisk.delete(file);
      const kept = this.memory.get(file);
      if (kept) {
        this.memory.delete(file);
        this.memoryBytes -= kept.byteLength;
      }
      removed++;
    }
    return removed;
  }

  private fileOf(sound: ExamSound): string {
    const file = path.join(this.options.dir, `${soundName(this.options.areas[sound.area], sound)}.flac`);
    this.lastAsked.set(file, Date.now());
    return file;
  }

  private schedule(sound: ExamSound, file: string, priority: number): ScheduledRender | null {
    const scheduled = this.options.pool.schedule(() => this.task(sound, file), priority);
    if (!scheduled) return null;
    this.rendering.set(file, scheduled);
    const forget = (): void => {
      if (this.rendering.get(file) === scheduled) this.rendering.delete(file);
    };
    scheduled.done.then(() => {
      this.onDisk.add(file);
      forget();
    }, forget);
    return scheduled;
  }

  private async task(sound: ExamSound, file: string): Promise<RenderTask> {
    const stimulus = processingOn(this.options.areas[sound.area], sound.question, sound.programme).stimulus;
    const recordingId = stimulus?.kind === 'clip' ? recordingIdOfUrl(stimulus.url) : null;
    const recordings: [string, Uint8Array][] = [];
    if (recordingId !== null) {
      const bytes = await this.options.recordingBytes(recordingId);
      if (bytes) recordings.push([recordingId, bytes]);
    }
    return { area: sound.area, question: sound.question, branch: sound.branch, programme: sound.programme ?? null, recordings, file };
  }
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

export interface PreparedSounds {
  /** Areas whose built-in official exam's every sound is on disk. */
  areas: AreaId[];
  sounds: number;
  rendered: number;
  /** Areas whose sound space is too large to keep ready (sound-space.ts): they render at issue. */
  atIssue: AreaId[];
}

/**
 * Puts every sound of each area's built-in official exam on disk where the area's space is
 * small, so that a class's first questions are file reads. Only the first start renders; the
 * files are kept (and never swept) for the next.
 */
export async function prepareBuiltInSounds(sounds: OfficialSounds, areas: AreaDefinitions): Promise<PreparedSounds> {
  const prepared: PreparedSounds = { areas: [], sounds: 0, rendered: 0, atIssue: [] };
  const spaces = Object.values(areas).map((definition) => ({
    definition,
    space: soundSpace(definition, definition.officialExam.settings, definition.officialExam.questionCount),
  }));
  for (const { definition, space } of spaces) {
    if (space) {
      prepared.areas.push(definition.id);
      prepared.sounds += space.length;
    } else {
      prepared.atIssue.push(definition.id);
    }
  }
  const outcomes = await Promise.all(spaces.map(({ space }) => (space ? sounds.prepare(space) : { rendered: 0 })));
  prepared.rendered = outcomes.reduce((sum, outcome) => sum + outcome.rendered, 0);
  return prepared;
}

/**
 * Renders one sound on every thread before the API listens: the first render of a thread loads
 * the audio engine and makes the pink noise, which a class's first sounds must not wait for.
 * Each thread also synthesises the rooms the official exams use (a few decay times), which a
 * reverb class would otherwise synthesise on every thread while its students wait.
 */
export async function warmUpRenderThreads(pool: RenderPool, areas: AreaDefinitions, dir: string): Promise<void> {
  const eq = areas.eq;
  const [question] = generateQuestionSet(eq, 1, eq.officialExam.settings, 1);
  const rooms = officialRooms(areas);
  const files = Array.from({ length: pool.threads }, (_, thread) => path.join(dir, `warm-up-${process.pid}-${thread}.flac`));
  const renders = files.map((file) => pool.schedule(async () => ({ area: 'eq', question, branch: 'processed', recordings: [], file, rooms }), URGENT));
  await Promise.all(renders.map((render) => render?.done));
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** The rooms (impulse-response requests) of many sample official exams of every area, most used first. */
export function officialRooms(areas: AreaDefinitions, exams = 100): ImpulseResponseRequest[] {
  const uses = new Map<string, { request: ImpulseResponseRequest; count: number }>();
  for (const definition of Object.values(areas)) {
    const { settings, questionCount } = definition.officialExam;
    for (let exam = 0; exam < exams; exam++) {
      for (const question of generateQuestionSet(definition, 1 + exam, settings, questionCount)) {
        for (const spec of definition.buildProcessing(question).chain) {
          const request = roomRequestOf(spec, OFFICIAL_SAMPLE_RATE);
          if (request === null) continue;
          const key = JSON.stringify(request);
          const use = uses.get(key) ?? { request, count: 0 };
          use.count++;
          uses.set(key, use);
        }
      }
    }
  }
  return [...uses.values()].sort((a, b) => b.count - a.count).map((use) => use.request);
}
