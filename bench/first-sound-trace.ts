/**
 * What happens in an area page between Start and its first sound, recorded in the page by an
 * init script (installed after the output tap, e2e/helpers/audio-output-tap.ts):
 * - marks (performance.now(), the first time each happened): `navigation` (0) and `exam-page`
 *   when the page first shows (so, how long its setup had before Start); `press` and `click` on
 *   the Start button (their events' own time stamps: the app creates the AudioContext, and
 *   starts loading the engine, in its pointerdown handler, before a click listener would run);
 *   `engine` when the engine's
 *   output first connects to a realtime context, `running` once that context runs;
 *   `source:<kind>` and `transport:<state>` of the
 *   question's play control; `play` when Play is pressed; `sound` when a sample at the output
 *   first exceeds the threshold;
 * - every exam state the page shows, with its time;
 * - the app's workers (room synthesis, pink noise), each with when it was created, sent work and
 *   answered;
 * - spans: offline renders (the HRTF warm-up renders 128 frames, level matching seconds),
 *   decodes, main-thread long tasks (listed from a second before the press), and (when read)
 *   every resource the page fetched.
 * Play: a training question waits for it. The page presses it two frames after the question
 * shows (or 100 ms, whichever is first), as soon as a student could.
 */
import type { Page } from 'playwright';
import type { OutputTapWindow } from '../e2e/helpers/audio-output-tap.ts';

export interface Span {
  start: number;
  end: number | null;
}

export interface FirstSoundTrace {
  marks: Record<string, number>;
  states: { state: string; at: number }[];
  sampleRate: number | null;
  renders: (Span & { frames: number })[];
  decodes: Span[];
  /** By script name without its hash (`impulse-response.worker`, `pink-noise.worker`). */
  workers: Record<string, { created: number; posts: number[]; replies: number[] }>;
  longTasks: Span[];
  resources: (Span & { name: string })[];
}

type TraceWindow = OutputTapWindow & { __firstSound: FirstSoundTrace };

/**
 * The init script. Page-side helpers are object methods and classes are assigned in place:
 * tsx wraps a function bound to a name in a `__name()` helper that the page does not have.
 */
export function installFirstSoundTrace(threshold: number): void {
  const trace: FirstSoundTrace = { marks: {}, states: [], sampleRate: null, renders: [], decodes: [], workers: {}, longTasks: [], resources: [] };
  (window as unknown as TraceWindow).__firstSound = trace;
  const samples = new Float32Array(2048);
  const deadline = { at: Infinity };
  const play = { pressed: false, answeringAt: null as number | null };
  const page = {
    mark(name: string): void {
      trace.marks[name] ??= performance.now();
    },
    primary(event: Event): HTMLElement | null {
      return event.target instanceof Element ? event.target.closest<HTMLElement>('[data-testid=exam-primary-action]') : null;
    },
    examState(): string | null {
      return document.querySelector('[data-testid=exam-page]')?.getAttribute('data-exam-state') ?? null;
    },
    pressPlay(): void {
      if (play.pressed || page.examState() !== 'answering') return;
      const button = document.querySelector<HTMLButtonElement>('[data-testid=exam-question-card] [data-testid=play-control] button');
      if (!button) return;
      play.pressed = true;
      page.mark('play');
      button.click();
    },
    follow(): void {
      deadline.at = performance.now() + 30_000;
      new MutationObserver(() => {
        const state = page.examState();
        if (state === null || trace.states[trace.states.length - 1]?.state === state) return;
        trace.states.push({ state, at: performance.now() });
        if (state !== 'answering') return;
        play.answeringAt = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => page.pressPlay()));
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-exam-state'] });
      page.poll();
    },
    poll(): void {
      for (const { context, analyser } of (window as unknown as TraceWindow).__outputTaps ?? []) {
        page.mark('engine');
        trace.sampleRate = context.sampleRate;
        if (context.state === 'running') page.mark('running');
        analyser.getFloatTimeDomainData(samples);
        if (samples.some((sample) => Math.abs(sample) > threshold)) page.mark('sound');
      }
      const control = document.querySelector('[data-testid=exam-question-card] [data-testid=play-control]');
      if (control) {
        page.mark(`source:${control.getAttribute('data-source') ?? '?'}`);
        page.mark(`transport:${control.getAttribute('data-transport') ?? '?'}`);
      }
      if (play.answeringAt !== null && performance.now() - play.answeringAt >= 100) page.pressPlay();
      if (trace.marks.sound === undefined && performance.now() < deadline.at) setTimeout(() => page.poll(), 5);
    },
  };

  trace.marks.navigation = 0;
  new MutationObserver((_records, observer) => {
    if (page.examState() === null) return;
    page.mark('exam-page');
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (page.primary(event)?.dataset.action === 'start') trace.marks.press ??= event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (page.primary(event)?.dataset.action !== 'start' || trace.marks.click !== undefined) return;
      trace.marks.click = event.timeStamp;
      page.follow();
    },
    true,
  );

  const startRendering = OfflineAudioContext.prototype.startRendering;
  OfflineAudioContext.prototype.startRendering = function (this: OfflineAudioContext) {
    const span = { frames: this.length, start: performance.now(), end: null as number | null };
    trace.renders.push(span);
    const rendered = startRendering.call(this);
    rendered.then(() => (span.end = performance.now())).catch(() => undefined);
    return rendered;
  };
  const decodeAudioData = BaseAudioContext.prototype.decodeAudioData;
  BaseAudioContext.prototype.decodeAudioData = function (this: BaseAudioContext, ...args: Parameters<BaseAudioContext['decodeAudioData']>) {
    const span = { start: performance.now(), end: null as number | null };
    trace.decodes.push(span);
    const decoded = decodeAudioData.apply(this, args);
    decoded.then(() => (span.end = performance.now())).catch(() => undefined);
    return decoded;
  };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    private readonly log: FirstSoundTrace['workers'][string] | null;
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      // The app's own workers (not a library's blob: worker), by their script's name.
      const name = /\/([\w.-]+\.worker)-[\w-]+\.js/.exec(String(url))?.[1];
      const log = name === undefined ? null : { created: performance.now(), posts: [] as number[], replies: [] as number[] };
      this.log = log;
      if (name === undefined || log === null) return;
      trace.workers[name in trace.workers ? `${name} ${Object.keys(trace.workers).length}` : name] = log;
      this.addEventListener('message', () => log.replies.push(performance.now()));
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      this.log?.posts.push(performance.now());
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) trace.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once the page has heard its first sound (after a click on Start); rejects after `timeoutMs`. */
export async function firstSoundHeard(page: Page, timeoutMs = 30_000): Promise<FirstSoundTrace> {
  await page.waitForFunction(() => (window as unknown as TraceWindow).__firstSound.marks.sound !== undefined, undefined, { timeout: timeoutMs, polling: 50 });
  return page.evaluate(() => {
    const trace = (window as unknown as TraceWindow).__firstSound;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
    }));
    return { ...trace, resources };
  });
}

/** When Start was pressed: its pointerdown (a click without one: the click). */
const startOf = ({ marks }: FirstSoundTrace): number | undefined => marks.press ?? marks.click;

/** Start to first sound, in milliseconds. */
export function startToSound(trace: FirstSoundTrace): number {
  const start = startOf(trace);
  const { sound } = trace.marks;
  if (start === undefined || sound === undefined) throw new Error('the trace has no Start click or no sound');
  return sound - start;
}

const ms = (value: number): string => `${Math.round(value)}`;
const fileName = (url: string): string => url.replace(/[?#].*$/, '').split('/').pop() ?? url;

/** Of `spans`, those that overlap [from, to]: how many, their total and longest time. */
function overlapping(spans: readonly Span[], from: number, to: number): { count: number; total: number; longest: number } {
  const times = spans.filter((span) => span.start < to && (span.end ?? to) > from).map((span) => Math.min(span.end ?? to, to) - Math.max(span.start, from));
  return { count: times.length, total: times.reduce((sum, time) => sum + time, 0), longest: Math.max(0, ...times) };
}

/**
 * One run as lines to read: its timeline from the press on Start (+ms) and what took the time
 * between it and the sound.
 */
export function describeTrace(trace: FirstSoundTrace): string[] {
  const start = startOf(trace) ?? 0;
  const end = trace.marks.sound ?? start;
  const at = (time: number): string => `+${ms(time - start)}`;
  const events = [
    ...Object.entries(trace.marks).map(([name, time]) => ({ name, time })),
    ...trace.states.map(({ state, at: time }) => ({ name: `state:${state}`, time })),
  ].sort((a, b) => a.time - b.time);
  const lines = [`timeline: ${events.map((event) => `${event.name} ${at(event.time)}`).join(', ')}`];

  for (const [name, { created, posts, replies }] of Object.entries(trace.workers)) {
    const last = replies.filter((time) => time <= end).pop();
    lines.push(`${name}: created ${at(created)}, first request ${posts[0] === undefined ? 'none' : at(posts[0])}, last reply before the sound ${last === undefined ? 'none' : at(last)}`);
  }
  const renders = trace.renders.filter((span) => span.start < end);
  if (renders.length > 0) {
    const what = (frames: number): string => (frames === 128 ? '128 frames (HRTF warm-up)' : `${frames} frames`);
    lines.push(`offline renders: ${renders.map((span) => `${what(span.frames)} ${at(span.start)} for ${span.end === null ? 'unfinished' : `${ms(span.end - span.start)} ms`}`).join('; ')}`);
  }
  const decodes = trace.decodes.filter((span) => span.start < end);
  if (decodes.length > 0) lines.push(`decodes: ${decodes.map((span) => `${at(span.start)} for ${span.end === null ? 'unfinished' : `${ms(span.end - span.start)} ms`}`).join('; ')}`);
  const busy = overlapping(trace.longTasks, start, end);
  lines.push(`main thread: ${busy.count} long task(s), ${ms(busy.total)} ms in all, longest ${ms(busy.longest)} ms`);
  const tasks = trace.longTasks.filter((span) => span.start < end && (span.end ?? end) > start - 1000);
  if (tasks.length > 0) lines.push(`long tasks: ${tasks.map((span) => `${at(span.start)} for ${ms((span.end ?? end) - span.start)} ms`).join('; ')}`);
  const fetched = trace.resources.filter((resource) => resource.start >= start && resource.start < end);
  // A worker's script is fetched by the worker: its entry has no end.
  const took = (resource: Span): string => (resource.end !== null && resource.end >= resource.start ? ` for ${ms(resource.end - resource.start)} ms` : '');
  if (fetched.length > 0) lines.push(`fetched: ${fetched.map((resource) => `${fileName(resource.name)} ${at(resource.start)}${took(resource)}`).join('; ')}`);
  return lines;
}
