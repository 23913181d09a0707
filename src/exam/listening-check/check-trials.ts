/**
 * What each listening check plays, what counts as right, and when it passes. Pure: the sounds
 * are described as stimuli the audio engine renders (src/audio/headphone-check.ts,
 * src/audio/channel-check.ts).
 */
import {
  CHANNEL_TONE,
  channelTrials,
  HEADPHONE_PASS,
  HEADPHONE_TRIAL_SECONDS,
  HEADPHONE_TRIALS,
  headphoneTrials,
  quietestOf,
  type ChannelSide,
  type HeadphoneTrial,
} from '../../audio';
import type { StimulusSpec } from '../../audio/processors/processor-spec';
import type { ListeningCheckKind } from '../../lib/area-registry';

/** A set of three tones (which was the quietest?) or a single tone on one side (which side?). */
export type CheckTrial = { kind: 'antiphase'; tones: HeadphoneTrial } | { kind: 'side'; side: ChannelSide };

/** An answer: the position of the quietest tone (0, 1, 2), or a side. */
export type CheckAnswer = number | ChannelSide;

/** The channel check: each side twice, in a random order. */
export const CHANNEL_CHECK_PER_SIDE = 2;
/** The headphone check: one tone each side (antiphase cannot tell left from right). */
export const HEADPHONE_CHECK_PER_SIDE = 1;

/** The trials of a check, in the order played; `random` (0..1) shuffles them. */
export function checkTrials(kind: ListeningCheckKind, random: () => number): CheckTrial[] {
  const sides = (perSide: number): CheckTrial[] => channelTrials(random, perSide).map((side) => ({ kind: 'side', side }));
  if (kind === 'channels') return sides(CHANNEL_CHECK_PER_SIDE);
  // The single tones first: a swapped or silent side is worth knowing before the longer sets.
  return [...sides(HEADPHONE_CHECK_PER_SIDE), ...headphoneTrials(random).map((tones): CheckTrial => ({ kind: 'antiphase', tones }))];
}

export function rightAnswer(trial: CheckTrial): CheckAnswer {
  return trial.kind === 'side' ? trial.side : quietestOf(trial.tones);
}

export function stimulusOf(trial: CheckTrial): StimulusSpec {
  return trial.kind === 'side' ? { kind: 'channel-tone', side: trial.side } : { kind: 'headphone-trial', trial: trial.tones };
}

/** How long a trial sounds, in seconds. */
export function trialSeconds(trial: CheckTrial): number {
  return trial.kind === 'side' ? CHANNEL_TONE.seconds : HEADPHONE_TRIAL_SECONDS;
}

export interface CheckVerdict {
  passed: boolean;
  /** Single tones answered on the wrong side (a swapped or silent channel). */
  sidesWrong: number;
  sides: number;
  /** Sets of three tones answered right (the headphone check). */
  setsRight: number;
  sets: number;
}

/**
 * Every single tone on its side, and (the headphone check) at least HEADPHONE_PASS of the
 * HEADPHONE_TRIALS sets: a wrong side is never a matter of chance, so none may be missed.
 */
export function checkVerdict(trials: readonly CheckTrial[], answers: readonly CheckAnswer[]): CheckVerdict {
  let sides = 0;
  let sidesWrong = 0;
  let sets = 0;
  let setsRight = 0;
  trials.forEach((trial, i) => {
    const right = answers[i] === rightAnswer(trial);
    if (trial.kind === 'side') {
      sides += 1;
      if (!right) sidesWrong += 1;
    } else {
      sets += 1;
      if (right) setsRight += 1;
    }
  });
  const setsPass = sets === 0 || setsRight >= HEADPHONE_PASS;
  return { passed: answers.length === trials.length && sidesWrong === 0 && setsPass, sidesWrong, sides, setsRight, sets };
}

export { HEADPHONE_PASS, HEADPHONE_TRIALS };
