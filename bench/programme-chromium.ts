/**
 * Runs in Chromium (bench/programme.bench.ts loads it through the browser harness): every loop of
 * the programme library fetched and decoded as the app will decode it (decodeAudioData at
 * 48 kHz), and measured with the repo's own BS.1770 loudness, true peak and seam. Returns the
 * worst figures and, under `loop:<id>:<figure>`, each loop's.
 */
import { integratedLoudness, truePeakDb } from '../src/audio/analysis';
import { loopSeam, PROGRAMME_MANIFEST, programmeLoopUrl } from '../src/audio/programme';

export default async function programmeInChromium(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const loudness: number[] = [];
  let truePeak = -Infinity;
  let seam = -Infinity;
  let framesOff = 0;
  for (const loop of PROGRAMME_MANIFEST.loops) {
    const data = await (await fetch(programmeLoopUrl(loop.id))).arrayBuffer();
    const audio = await new OfflineAudioContext(2, 1, 48_000).decodeAudioData(data);
    const channels = Array.from({ length: audio.numberOfChannels }, (_, c) => audio.getChannelData(c));
    const lufs = integratedLoudness(channels, audio.sampleRate);
    const peak = truePeakDb(channels, { periodic: true });
    const { stepDb, ownStepDb } = loopSeam(channels, audio.sampleRate);
    loudness.push(lufs);
    truePeak = Math.max(truePeak, peak);
    seam = Math.max(seam, stepDb - ownStepDb);
    framesOff = Math.max(framesOff, Math.abs(audio.length - loop.frames));
    Object.assign(figures, {
      [`loop:${loop.id}:lufs`]: lufs,
      [`loop:${loop.id}:true_peak_dbtp`]: peak,
      [`loop:${loop.id}:seam_step_db`]: stepDb,
      [`loop:${loop.id}:seam_own_step_db`]: ownStepDb,
      [`loop:${loop.id}:frames`]: audio.length,
      [`loop:${loop.id}:channels`]: audio.numberOfChannels,
    });
  }
  return {
    ...figures,
    loops: loudness.length,
    loudness_spread_lu: Math.max(...loudness) - Math.min(...loudness),
    true_peak_dbtp_max: truePeak,
    loop_seam_db: seam,
    frames_off_max: framesOff,
  };
}
