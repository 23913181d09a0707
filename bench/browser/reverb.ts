/**
 * Reverb area figures, measured in Chromium on the chain each question builds:
 * - reverb_rt60_error_pct_max: worst |T30 / RT60 - 1| (percent) over every decay time the area
 *   can ask (every step and range), octave bands 500 Hz and 1 kHz, both channels, rendered
 *   fully wet from an impulse in an OfflineAudioContext (Schroeder integration).
 * - reverb_mix_error_db: worst |measured - nominal| direct-to-reverberant ratio over every mix
 *   step: the energy before the pre-delay (the direct sound) over the energy after it.
 * - reverb_exam_prepare_ms, _worst: the median and worst of five timed preparations of a
 *   10-question 'Medium' exam (both modes) from a cold cache: the processors' code and every
 *   room synthesised in the worker, what stands between Start and the first playable question.
 */
import { t30PerOctaveBand } from '../../src/audio/analysis/rt60';
import { clearImpulseResponseCache } from '../../src/audio/impulse-response';
import { createProcessorChain } from '../../src/audio/processors';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from '../../src/audio/processors/testing/offline-render';
import { prepareRooms } from '../../src/audio/room-preparation';
import { reverbDefinition } from '../../src/areas/reverb/reverb-definition';
import { PRE_DELAY_SECONDS, type ReverbQuestion } from '../../src/areas/reverb/reverb-question';
import { DECAY_RANGES, DECAY_STEPS, decayScale, MIX_STEPS, mixScale } from '../../src/areas/reverb/reverb-settings';
import { generateQuestionSet } from '../../src/exam-contract';

const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;
const question = (rt60: number, drr: number): ReverbQuestion => ({ rt60, drr, decayScale: [], mixScale: [], source: 'programme' });

async function impulseResponseOf(q: ReverbQuestion): Promise<AudioBuffer> {
  const length = Math.ceil((PRE_DELAY_SECONDS + 1.1 * q.rt60 + 0.05) * TEST_SAMPLE_RATE);
  return renderOffline({ channels: 2, length, timeoutMs: 30_000 }, async (context) => {
    const chain = createProcessorChain(context, reverbDefinition.buildProcessing(q).chain);
    await chain.ready;
    chain.output.connect(context.destination);
    playBuffer(context, impulseBuffer(context, 2), chain.input);
  });
}

async function rt60Error(): Promise<number> {
  let worst = 0;
  const decays = new Set(DECAY_STEPS.flatMap((step) => DECAY_RANGES.flatMap((range) => decayScale(step, range))));
  for (const rt60 of decays) {
    const rendered = await impulseResponseOf(question(rt60, -Infinity));
    for (const channel of [0, 1]) {
      for (const band of t30PerOctaveBand(rendered.getChannelData(channel), TEST_SAMPLE_RATE, [500, 1000])) {
        worst = Math.max(worst, Math.abs(band.rt60 / rt60 - 1));
      }
    }
  }
  return 100 * worst;
}

async function mixError(): Promise<number> {
  let worst = 0;
  const split = Math.round(PRE_DELAY_SECONDS * TEST_SAMPLE_RATE);
  for (const drr of new Set(MIX_STEPS.flatMap((step) => mixScale(step)))) {
    const rendered = await impulseResponseOf(question(1, drr));
    for (const channel of [0, 1]) {
      const data = rendered.getChannelData(channel);
      let direct = 0;
      let reverberant = 0;
      for (let i = 0; i < data.length; i++) {
        if (i < split) direct += (data[i] ?? 0) ** 2;
        else reverberant += (data[i] ?? 0) ** 2;
      }
      worst = Math.max(worst, Math.abs(10 * Math.log10(direct / reverberant) - drr));
    }
  }
  return worst;
}

async function prepareMs(): Promise<{ median: number; worst: number }> {
  const settings = reverbDefinition.difficultyPresets.find((p) => p.id === 'medium')?.settings ?? reverbDefinition.defaultSettings;
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    clearImpulseResponseCache();
    const processings = generateQuestionSet(reverbDefinition, 100 + run, settings, 10).map((q) => reverbDefinition.buildProcessing(q));
    const started = performance.now();
    await prepareRooms(processings, 48_000);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[2] as number, worst: times[4] as number };
}

export default async function reverb(): Promise<Record<string, number>> {
  const prepare = await prepareMs();
  return {
    reverb_exam_prepare_ms: round(prepare.median, 0),
    reverb_exam_prepare_ms_worst: round(prepare.worst, 0),
    reverb_rt60_error_pct_max: round(await rt60Error(), 2),
    reverb_mix_error_db: round(await mixError(), 4),
  };
}
