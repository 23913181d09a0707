/**
 * Spatial-hearing figures, measured in Chromium on the engine's rendered output:
 * - stereo_pan_law_error_db: worst |measured - nominal| channel level, against the original
 *   (the same mono source in both channels), over every stage position of the 5-degree
 *   interval: nominal 20 log10(sqrt(2) cos / sin((p + 1) pi / 4)), p = angle / 30.
 * - spatial_ild_90_db: right-minus-left RMS level of pink noise rendered by HRTF at +90 degrees;
 *   spatial_ild_mirror_error_db: |ILD(+90) + ILD(-90)| (a symmetric head gives 0).
 * - distance_law_error_db: worst |level change per doubling - (-6.02 dB)| of the direct sound
 *   (the response before the room's first reflection, at 1 kHz where the air takes nothing),
 *   1 to 8 m.
 */
import { rmsDb } from '../../src/audio/analysis';
import { AudioEngine } from '../../src/audio/engine';
import type { QuestionProcessing } from '../../src/audio/processors';
import { createProcessorChain } from '../../src/audio/processors';
import { REVERB_DELAY_SECONDS } from '../../src/audio/processors/distance-processor';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from '../../src/audio/processors/testing/offline-render';
import { renderWithTimeout } from '../../src/audio/testing/render';
import { distanceDefinition } from '../../src/areas/distance/distance-definition';
import { DISTANCES } from '../../src/areas/distance/distance-settings';
import { spatialDefinition } from '../../src/areas/spatial/spatial-definition';
import { stereoDefinition } from '../../src/areas/stereo/stereo-definition';
import { stagePositions } from '../../src/areas/stereo/stereo-settings';
import { dB } from '../../src/lib/units';

const RATE = 48_000;
const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;

async function channelLevels(processing: QuestionProcessing, branch: 'original' | 'processed'): Promise<[number, number]> {
  const context = new OfflineAudioContext(2, RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: branch } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(processing);
  engine.play();
  const buffer = await renderWithTimeout(context, 20_000, 'localization render');
  engine.dispose();
  return [rmsDb(buffer.getChannelData(0).subarray(RATE / 4)), rmsDb(buffer.getChannelData(1).subarray(RATE / 4))];
}

async function panLawError(): Promise<number> {
  const stereo = (angle: number) => stereoDefinition.buildProcessing({ angle, interval: 5, source: 'programme' });
  const [originalLeft, originalRight] = await channelLevels(stereo(0), 'original');
  let worst = 0;
  for (const angle of stagePositions(5)) {
    const [left, right] = await channelLevels(stereo(angle), 'processed');
    const theta = ((angle / 30 + 1) * Math.PI) / 4;
    const nominal = [20 * Math.log10(Math.SQRT2 * Math.cos(theta)), 20 * Math.log10(Math.SQRT2 * Math.sin(theta))];
    // A hard-panned position leaves one channel silent: its level is -infinity on both sides.
    if (Number.isFinite(nominal[0])) worst = Math.max(worst, Math.abs(left - originalLeft - (nominal[0] as number)));
    if (Number.isFinite(nominal[1])) worst = Math.max(worst, Math.abs(right - originalRight - (nominal[1] as number)));
  }
  return worst;
}

async function ild(azimuth: number): Promise<number> {
  const [left, right] = await channelLevels(spatialDefinition.buildProcessing({ azimuth, sector: 'all', resolution: 30, source: 'programme' }), 'processed');
  return right - left;
}

async function directLevelDb(distance: number): Promise<number> {
  const processing = distanceDefinition.buildProcessing({ distance, mode: 'basic', source: 'programme' });
  const rendered = await renderOffline({ channels: 2, length: TEST_SAMPLE_RATE / 2 }, async (context) => {
    const chain = createProcessorChain(context, processing.chain);
    await chain.ready;
    chain.output.connect(context.destination);
    playBuffer(context, impulseBuffer(context), chain.input);
  });
  const direct = rendered.getChannelData(0).subarray(0, Math.round(REVERB_DELAY_SECONDS * TEST_SAMPLE_RATE));
  let re = 0;
  let im = 0;
  direct.forEach((x, n) => {
    re += x * Math.cos((2 * Math.PI * 1000 * n) / TEST_SAMPLE_RATE);
    im -= x * Math.sin((2 * Math.PI * 1000 * n) / TEST_SAMPLE_RATE);
  });
  return 20 * Math.log10(Math.hypot(re, im));
}

async function distanceLawError(): Promise<number> {
  const levels = [];
  for (const distance of DISTANCES.basic) levels.push(await directLevelDb(distance));
  let worst = 0;
  for (let i = 1; i < levels.length; i++) worst = Math.max(worst, Math.abs((levels[i] ?? 0) - (levels[i - 1] ?? 0) + 20 * Math.log10(2)));
  return worst;
}

export default async function localization(): Promise<Record<string, number>> {
  const right = await ild(90);
  const left = await ild(270);
  return {
    stereo_pan_law_error_db: round(await panLawError()),
    spatial_ild_90_db: round(right, 2),
    spatial_ild_mirror_error_db: round(Math.abs(right + left), 4),
    distance_law_error_db: round(await distanceLawError()),
  };
}
