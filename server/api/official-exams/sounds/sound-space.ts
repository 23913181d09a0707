/**
 * The sounds an official exam can ask for. Most areas' official questions come from a small
 * space (EQ: 19 sounds, reverb: 64, distance: 5), so a server can have every one of them on
 * disk before a class asks; an area whose space is large (timbre: a clip at any delay) renders
 * at issue instead.
 *
 * The space is found by drawing question sets from fixed seeds until a long run of draws adds
 * no new sound. A sound rare enough to be missed is rendered at issue like any other.
 */
import { createHash } from 'node:crypto';
import { generateQuestionSet, processingOn, type AreaDefinition } from '../../../../src/exam-contract';
import { originalKey } from '../../../../src/audio/question-render';
import { AUDIO_BRANCHES, type AudioBranch } from '../../../../src/api-contract';
import type { AreaId } from '../../../../src/lib/area-registry';
import type { ProgrammeLoopId } from '../../../../src/audio/programme';

export interface ExamSound {
  area: AreaId;
  branch: AudioBranch;
  /** The question the sound is of (for an original: any question of its group). */
  question: unknown;
  /** Its exam's material: the loop it is rendered on unless the question brings its own sound; null or absent: pink noise. */
  programme?: ProgrammeLoopId | null;
}

/** Bumped when the server renders or encodes differently: files of an older format are never served. */
const SOUND_FORMAT = 1;

/**
 * The sound's name: a hash of what it sounds like (the material included), the same for every exam
 * that asks for it. A sound on pink noise keeps the name it had before exams had a material.
 */
export function soundName(definition: AreaDefinition, sound: ExamSound): string {
  const processing = processingOn(definition, sound.question, sound.programme);
  const what = sound.branch === 'original' ? originalKey(processing) : processing;
  const key = JSON.stringify([SOUND_FORMAT, sound.branch, what, sound.branch === 'processed' && definition.officialExam.levelMatch]);
  return createHash('sha256').update(key).digest('hex').slice(0, 40);
}

export interface SoundSpaceLimits {
  /** More distinct sounds than this: the space is too large to keep ready. */
  maxSounds: number;
  /** Questions drawn in a row without a new sound: the space is complete. */
  quietDraws: number;
}

export const SOUND_SPACE_LIMITS: SoundSpaceLimits = { maxSounds: 256, quietDraws: 2_000 };

/**
 * Every distinct sound (original and processed) of exams of `definition` with `settings`,
 * one question standing for each; null when there are more than `limits.maxSounds`.
 */
export function soundSpace(
  definition: AreaDefinition,
  settings: unknown,
  questionCount: number,
  limits: SoundSpaceLimits = SOUND_SPACE_LIMITS,
): ExamSound[] | null {
  const found = new Map<string, ExamSound>();
  let quiet = 0;
  for (let seed = 1; quiet < limits.quietDraws; seed++) {
    for (const question of generateQuestionSet(definition, seed, settings, questionCount)) {
      quiet++;
      for (const branch of AUDIO_BRANCHES) {
        const sound: ExamSound = { area: definition.id, branch, question };
        const name = soundName(definition, sound);
        if (found.has(name)) continue;
        found.set(name, sound);
        quiet = 0;
        if (found.size > limits.maxSounds) return null;
      }
    }
  }
  return [...found.values()];
}
