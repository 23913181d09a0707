/**
 * The level-match gain on the processed branch and the bookkeeping around measuring it:
 * only the newest request may set the gain, and switching off returns it to unity.
 */
import { dbToGain } from '../lib/units';
import type { LevelMatchState } from './engine-types';
import { measureLevelMatch, type LevelMatchInput, type LevelMatchOptions, type LevelMatchResult } from './level-match';
import { createGain, rampParam } from './param-ramp';

export type MeasureLevelMatch = (input: LevelMatchInput, options: LevelMatchOptions) => Promise<LevelMatchResult>;

type SchedulerGlobal = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** Lets the browser render and handle input first where it can (scheduler.yield); elsewhere goes on at once. */
const yieldToPage = (): Promise<void> => (globalThis as SchedulerGlobal).scheduler?.yield?.() ?? Promise.resolve();

export class LevelMatchStage {
  readonly node: GainNode;
  private request = 0;

  constructor(
    private readonly context: BaseAudioContext,
    private readonly options: LevelMatchOptions & { measure?: MeasureLevelMatch } = {},
  ) {
    this.node = createGain(context, 1);
  }

  /**
   * Measures and applies the gain for `input` (null: nothing to measure yet). Resolves with
   * the new state, or null when a newer request has superseded this one; rejects (gain back
   * at unity) when the measurement fails.
   */
  async update(enabled: boolean, input: LevelMatchInput | null, onMeasuring: () => void): Promise<LevelMatchState | null> {
    const request = ++this.request;
    if (!enabled || !input) {
      rampParam(this.node.gain, 1, this.context);
      return { enabled, status: enabled ? 'measuring' : 'off', gainDb: 0 };
    }
    onMeasuring();
    // Measuring holds the main thread a while: the page, and a sound just started, come first.
    await yieldToPage();
    if (request !== this.request) return null;
    let result: LevelMatchResult;
    try {
      result = await (this.options.measure ?? measureLevelMatch)(input, this.options);
    } catch (error) {
      if (request !== this.request) return null;
      rampParam(this.node.gain, 1, this.context);
      throw error;
    }
    if (request !== this.request) return null;
    rampParam(this.node.gain, dbToGain(result.gainDb), this.context);
    return { enabled: true, status: 'ready', gainDb: result.gainDb };
  }

  /** Forgets pending measurements (their results will be dropped). */
  cancel(): void {
    this.request++;
  }

  dispose(): void {
    this.cancel();
    this.node.disconnect();
  }
}
