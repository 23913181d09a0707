/**
 * `npm run programme`: renders the programme library (public/audio/programme/) from the note data
 * in scripts/programme/arrangements/. For each loop: every part through the MuseScore_General
 * soundfont (scripts/audio-render/soundfont.ts, effects off: the loops are dry, so an area's own
 * reverb or EQ acts on the instruments alone), rendered past the loop's end until the last voice
 * has died away and the tail folded onto the start; per instrument a stem, the mix their sum; one
 * gain for the whole loop, mix and stems alike, to the library's loudness (BS.1770) with the true
 * peak under the ceiling; stereo Ogg/Opus, decoded again and measured as decoded, the gain
 * corrected until the decoded mix is within 0.05 LU of the target. The manifest records what was
 * measured on the decoded files. Deterministic: a second run writes the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { integratedLoudness } from '../../src/audio/analysis/loudness';
import { truePeakDb } from '../../src/audio/analysis/true-peak';
import { crestFactorDb, loopSeam, masteringGain } from '../../src/audio/programme/loop-mastering';
import { thirdOctaveSpectrum } from '../../src/audio/programme/loop-spectrum';
import { PROGRAMME_LOOP_IDS, type BuiltProgrammeLoop, type BuiltProgrammeManifest } from '../../src/audio/programme/programme-library';
import { encodeAtTarget } from '../audio-render/encode-at-target';
import { decodeOpus, encodeOpus, openLibAV, type LibAV } from '../audio-render/opus';
import { createSynth, loadSoundFont, type SoundFont } from '../audio-render/soundfont';
import { ARRANGEMENTS } from './arrangements';
import type { Arrangement } from './arrangement';
import { renderArrangement, type Stem } from './render-arrangement';

const RATE = 48_000;
/** The library's loudness: EBU R 128's programme level, where every loop keeps its true peak under the ceiling (the drum kit's is the highest). */
const TARGET_LUFS = -23;
const CEILING_DBTP = -1;
/** The gain is set for a true peak this far under the ceiling: the codec's error can raise it. */
const CODEC_MARGIN_DB = 0.5;
const LOOP_BIT_RATE = 128_000;
const STEM_BIT_RATE = 64_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'public/audio/programme');
const stemDir = path.join(outDir, 'stems');

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;
const scaled = (channels: readonly Float32Array[], db: number): Float32Array[] => channels.map((channel) => channel.map((x) => x * 10 ** (db / 20)));
const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

function mixOf(stems: readonly Stem[], frames: number): Float32Array[] {
  const mix = [new Float32Array(frames), new Float32Array(frames)];
  for (const stem of stems) {
    stem.channels.forEach((channel, c) => {
      const into = mix[c] as Float32Array;
      for (let n = 0; n < frames; n++) into[n] = (into[n] as number) + (channel[n] as number);
    });
  }
  return mix;
}

async function renderLoop(soundFont: SoundFont, libav: LibAV, arrangement: Arrangement): Promise<BuiltProgrammeLoop> {
  const started = performance.now();
  const synth = await createSynth(soundFont, RATE);
  const { stems, loopFrames, tailFrames } = renderArrangement(synth, arrangement, RATE);
  const mix = mixOf(stems, loopFrames);
  const { gainDb } = masteringGain(mix, RATE, TARGET_LUFS, CEILING_DBTP - CODEC_MARGIN_DB);
  const file = `${arrangement.id}.opus`;
  const { bytes, measured, correctionDb } = await encodeAtTarget(
    TARGET_LUFS,
    (correction) => encodeOpus(libav, scaled(mix, gainDb + correction), file, { sampleRate: RATE, bitRate: LOOP_BIT_RATE }),
    async (encoded) => {
      const decoded = await decodeOpus(libav, encoded, `check-${file}`);
      return { lufs: integratedLoudness(decoded, RATE), decoded };
    },
    { toleranceLu: 0.05, maxCorrections: 3 },
  );
  const { decoded } = measured;
  const frames = decoded[0]?.length ?? 0;
  if (decoded.length !== 2 || frames !== loopFrames) throw new Error(`${file}: decoded ${decoded.length} channels of ${frames} frames, not 2 of ${loopFrames}`);
  const truePeak = truePeakDb(decoded, { periodic: true });
  if (truePeak > CEILING_DBTP) throw new Error(`${file}: true peak ${truePeak.toFixed(2)} dBTP as decoded, over ${CEILING_DBTP}: lower TARGET_LUFS`);
  await writeFile(path.join(outDir, file), bytes);

  const stemEntries = [];
  for (const stem of stems) {
    if (stems.length === 1) {
      // A solo instrument's one stem is the loop itself.
      stemEntries.push({ instrument: stem.instrument, file, sounds: [...new Set(stem.parts.map((part) => part.sound))], bytes: bytes.byteLength, integratedLufs: round(measured.lufs) });
      continue;
    }
    const stemFile = `stems/${arrangement.id}-${stem.instrument}.opus`;
    const stemBytes = await encodeOpus(libav, scaled(stem.channels, gainDb + correctionDb), stemFile.replace('/', '-'), { sampleRate: RATE, bitRate: STEM_BIT_RATE });
    const stemLufs = integratedLoudness(await decodeOpus(libav, stemBytes, `check-${path.basename(stemFile)}`), RATE);
    await writeFile(path.join(outDir, stemFile), stemBytes);
    stemEntries.push({ instrument: stem.instrument, file: stemFile, sounds: [...new Set(stem.parts.map((part) => part.sound))], bytes: stemBytes.byteLength, integratedLufs: round(stemLufs) });
  }

  const seam = loopSeam(decoded, RATE);
  const loop: BuiltProgrammeLoop = {
    id: arrangement.id,
    title: arrangement.title,
    file,
    stems: stemEntries,
    tempo: arrangement.tempo,
    beatsPerBar: arrangement.beatsPerBar,
    bars: arrangement.bars,
    durationSeconds: round(frames / RATE, 6),
    frames,
    bytes: bytes.byteLength,
    integratedLufs: round(measured.lufs),
    truePeakDbtp: round(truePeak),
    crestFactorDb: round(crestFactorDb(decoded)),
    thirdOctaveSpectrum: thirdOctaveSpectrum(decoded, RATE).map((band) => ({ frequency: band.frequency, levelDb: round(band.levelDb, 1) })),
    seam: { stepDb: round(seam.stepDb), ownStepDb: round(seam.ownStepDb) },
  };
  const stemBytes = stemEntries.filter((stem) => stem.file !== file).reduce((sum, stem) => sum + stem.bytes, 0);
  console.info(
    `${file}: ${loop.durationSeconds} s, ${loop.integratedLufs} LUFS, ${loop.truePeakDbtp} dBTP, crest ${loop.crestFactorDb} dB, ` +
      `seam ${loop.seam.stepDb} dB (own ${loop.seam.ownStepDb} dB), tail ${round(tailFrames / RATE)} s, gain ${round(gainDb + correctionDb)} dB, ` +
      `${bytes.byteLength} bytes + ${stems.length > 1 ? stems.length : 0} stems ${stemBytes} bytes, sha256 ${sha(bytes)}, ${Math.round(performance.now() - started)} ms`,
  );
  return loop;
}

/** Removes stem files no loop names any more (an instrument renamed or dropped). */
async function removeStaleStems(loops: readonly BuiltProgrammeLoop[]): Promise<void> {
  const kept = new Set(loops.flatMap((loop) => loop.stems.map((stem) => path.basename(stem.file))));
  for (const name of await readdir(stemDir)) if (name.endsWith('.opus') && !kept.has(name)) await rm(path.join(stemDir, name));
}

async function main(): Promise<void> {
  const started = performance.now();
  const soundFont = await loadSoundFont();
  const libav = await openLibAV();
  await mkdir(stemDir, { recursive: true });
  const loops: BuiltProgrammeLoop[] = [];
  for (const id of PROGRAMME_LOOP_IDS) loops.push(await renderLoop(soundFont, libav, ARRANGEMENTS[id]));
  await removeStaleStems(loops);
  const manifest: BuiltProgrammeManifest = {
    source: soundFont.source,
    loudnessTargetLufs: TARGET_LUFS,
    truePeakCeilingDbtp: CEILING_DBTP,
    bitRates: { loop: LOOP_BIT_RATE, stem: STEM_BIT_RATE },
    loops,
  };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const loudness = loops.map((loop) => loop.integratedLufs);
  const bytes = loops.reduce((sum, loop) => sum + loop.bytes + loop.stems.filter((stem) => stem.file !== loop.file).reduce((n, stem) => n + stem.bytes, 0), 0);
  console.info(
    `${loops.length} loops, ${bytes} bytes with their stems, loudness ${Math.min(...loudness)} to ${Math.max(...loudness)} LUFS, ` +
      `true peak at most ${Math.max(...loops.map((loop) => loop.truePeakDbtp))} dBTP, ${round((performance.now() - started) / 1000, 1)} s`,
  );
  libav.terminate();
}

await main();
