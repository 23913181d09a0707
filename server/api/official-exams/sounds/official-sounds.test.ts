import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../../../src/exam-contract';
import { toyArea, type ToyQuestion, TOY_AREA_ID } from '../../../../src/exam-contract/testing/toy-area';
import { DEFAULT_AREAS, type AreaDefinitions } from '../../areas';
import { createInlineRenderPool, type RenderPool } from '../render-pool';
import { OfficialSounds, prepareBuiltInSounds, SOUND_KEPT_MS } from './official-sounds';

const AREAS: AreaDefinitions = { ...DEFAULT_AREAS, [TOY_AREA_ID]: toyArea as unknown as AreaDefinition };
const exam = (...values: number[]): ToyQuestion[] => values.map((value) => ({ value }));

let dir: string;
let rendered: string[];
let pool: RenderPool;

/** The inline pool on one thread, noting each job it starts (branch:value), in order. */
function recordingPool(): RenderPool {
  const inline = createInlineRenderPool(AREAS, { threads: 1, maxWaiting: 100 });
  return {
    threads: inline.threads,
    get waiting() {
      return inline.waiting;
    },
    get running() {
      return inline.running;
    },
    close: () => inline.close(),
    schedule: (prepare, priority) =>
      inline.schedule(async () => {
        const task = await prepare();
        rendered.push(`${task.branch}:${(task.question as ToyQuestion).value}`);
        return task;
      }, priority),
  };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'official-sounds-'));
  rendered = [];
  pool = recordingPool();
});
afterEach(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

const sounds = () => new OfficialSounds({ dir, pool, areas: AREAS, recordingBytes: async () => null, renderAhead: true });
const flacs = async () => (await readdir(dir)).filter((name) => name.endsWith('.flac'));

describe('official sounds rendered ahead', () => {
  it("renders a class question by question: every exam's question 1 before anyone's question 2, a waited-for sound first", async () => {
    const store = sounds();
    store.renderAhead(TOY_AREA_ID, exam(0, 1, 2));
    store.renderAhead(TOY_AREA_ID, exam(3, 4, 5));
    await store.file({ area: TOY_AREA_ID, branch: 'processed', question: { value: 5 } });
    await pool.close();
    // The toy area's questions share one original (the same pink noise).
    expect(rendered).toEqual(['processed:5', 'original:0', 'processed:0', 'processed:3', 'processed:1', 'processed:4', 'processed:2']);
    expect(await flacs()).toHaveLength(7);
  });

  it('renders a sound once however many exams ask for it, and serves the file from then on', async () => {
    const store = sounds();
    store.renderAhead(TOY_AREA_ID, exam(1, 2, 1));
    store.renderAhead(TOY_AREA_ID, exam(2, 1, 2));
    const file = await store.file({ area: TOY_AREA_ID, branch: 'processed', question: { value: 2 } });
    await pool.close();
    expect(rendered.sort()).toEqual(['original:1', 'processed:1', 'processed:2']);
    expect(await store.file({ area: TOY_AREA_ID, branch: 'processed', question: { value: 2 } })).toBe(file);
    expect(rendered).toHaveLength(3);
  });

  it('queues nothing for a sound on disk, and moves a shared sound up to the earliest place an exam asks for it', async () => {
    const store = sounds();
    store.renderAhead(TOY_AREA_ID, exam(0, 1, 2));
    store.renderAhead(TOY_AREA_ID, exam(2, 5));
    await pool.close();
    expect(rendered).toEqual(['original:0', 'processed:0', 'processed:2', 'processed:1', 'processed:5']);
    store.renderAhead(TOY_AREA_ID, exam(5, 2, 0));
    await pool.close();
    expect(rendered).toHaveLength(5);
  });

  it('renders a sound again when its file was removed behind its back', async () => {
    const store = sounds();
    const sound = { area: TOY_AREA_ID, branch: 'processed', question: { value: 4 } } as const;
    await rm(await store.file(sound));
    const bytes = await store.bytes(sound);
    expect(bytes.subarray(0, 4).toString()).toBe('fLaC');
    expect(rendered).toEqual(['processed:4', 'processed:4']);
  });

  it('prepares the sounds of the built-in exams once, renders none on the next start, and never sweeps them', async () => {
    // The toy stands for EQ (official size 3: three processed sounds and one original) and,
    // asking a pan anywhere, for timbre, whose space is too large to keep ready.
    const wide = { ...toyArea, id: 'timbre', generateQuestion: (rng: { next(): number }) => ({ value: rng.next() }) };
    const areas = { [TOY_AREA_ID]: AREAS[TOY_AREA_ID], timbre: wide } as unknown as AreaDefinitions;
    const first = await prepareBuiltInSounds(sounds(), areas);
    expect(first.sounds).toBe(4);
    expect(first.rendered).toBe(first.sounds);
    expect(first.atIssue).toEqual(['timbre']);
    expect(rendered.filter((job) => job.startsWith('processed')).sort()).toEqual(['processed:0', 'processed:1', 'processed:2']);
    expect(rendered).toHaveLength(4);
    const restarted = sounds();
    const second = await prepareBuiltInSounds(restarted, areas);
    expect(second).toEqual({ ...first, rendered: 0 });
    expect(await restarted.sweep(Date.now() + 10 * SOUND_KEPT_MS)).toBe(0);
    expect(await flacs()).toHaveLength(first.sounds);
  });

  it('names a sound by what it is: the original of every question of a source is one file', async () => {
    const store = sounds();
    const a = await store.file({ area: TOY_AREA_ID, branch: 'original', question: { value: 1 } });
    const b = await store.file({ area: TOY_AREA_ID, branch: 'original', question: { value: 7 } });
    const c = await store.file({ area: TOY_AREA_ID, branch: 'processed', question: { value: 7 } });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(rendered).toEqual(['original:1', 'processed:7']);
  });

  it('sweeps the sounds nobody asked for during an exam time limit, and keeps the others', async () => {
    const store = sounds();
    const asked = await store.file({ area: TOY_AREA_ID, branch: 'processed', question: { value: 3 } });
    const stale = path.join(dir, 'left-by-a-restart.flac');
    await writeFile(stale, 'x');
    const now = Date.now();
    await utimes(stale, new Date(now - SOUND_KEPT_MS - 1000), new Date(now - SOUND_KEPT_MS - 1000));
    expect(await store.sweep(now)).toBe(1);
    expect(await flacs()).toEqual([path.basename(asked)]);
    expect(await store.sweep(now + SOUND_KEPT_MS + 1000)).toBe(1);
    expect(await flacs()).toEqual([]);
  });
});
