/**
 * Dynamics settings: the programme loop the compressor works on, what is asked (compressed or
 * not; how much; which ratio; attack or release fast or slow), and the mean gain reduction of
 * the questions that do not ask the amount. Pure: the API validates with this.
 */
import { PROGRAMME_LOOP_IDS, type ProgrammeLoopId } from '../../audio/programme';
import { createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';

export const DYNAMICS_TESTS = ['presence', 'amount', 'ratio', 'attack', 'release'] as const;
export type DynamicsTest = (typeof DYNAMICS_TESTS)[number];

/** Every loop of the library: compression changes the dynamics of any of them. */
export const DYNAMICS_LOOPS: readonly ProgrammeLoopId[] = PROGRAMME_LOOP_IDS;

/**
 * The loops with attacks sharp and frequent enough for a compressor's attack time to be heard
 * (a fast one flattens each hit, a slow one lets it through): the drum kit and the band.
 */
export const TRANSIENT_LOOPS: readonly ProgrammeLoopId[] = ['drum-kit', 'band'];

/** The mean gain reductions the settings offer, dB, largest first; the adaptive mode goes finer (dynamics-adaptive.ts). */
export const GAIN_REDUCTIONS = [10, 8, 6, 4, 3, 2, 1] as const;

export interface DynamicsSettings {
  programme: ProgrammeLoopId;
  test: DynamicsTest;
  /** Mean gain reduction, dB, of every compressed question but those asking the amount: one of GAIN_REDUCTIONS or a rung of the adaptive ladder. */
  gainReductionDb: number;
}

export type DynamicsSettingsDraft = { [K in keyof DynamicsSettings]: DynamicsSettings[K] | null };

export const DYNAMICS_MESSAGES = {
  required: 'common:validation.required',
  invalid: 'dynamics:validation.invalid',
  attackLoop: 'dynamics:validation.attackLoop',
} as const;

/** The attack is asked only on a loop of TRANSIENT_LOOPS: on the others a fast and a slow attack sound alike. */
export function validateDynamicsSettings(input: unknown): SettingsValidation<DynamicsSettings> {
  const reader = createSettingsReader<DynamicsSettings>(input, DYNAMICS_MESSAGES);
  const programme = reader.pick('programme', DYNAMICS_LOOPS);
  const test = reader.pick('test', DYNAMICS_TESTS);
  const gainReductionDb = reader.pick('gainReductionDb', GAIN_REDUCTIONS);
  if (test === 'attack' && programme !== undefined && !TRANSIENT_LOOPS.includes(programme)) reader.fail('programme', DYNAMICS_MESSAGES.attackLoop);
  return reader.result({ programme, test, gainReductionDb });
}

/** Easiest first: compression heard or not, then its amount, its attack, its release and its ratio. */
export const DYNAMICS_DIFFICULTY_PRESETS: readonly DifficultyPreset<DynamicsSettings>[] = [
  { id: 'beginner', settings: { programme: 'drum-kit', test: 'presence', gainReductionDb: 10 } },
  { id: 'easy', settings: { programme: 'band', test: 'presence', gainReductionDb: 4 } },
  // The amount is the question here; the unused reduction is the default's, so that asking the amount from there is this preset.
  { id: 'medium', settings: { programme: 'drum-kit', test: 'amount', gainReductionDb: 10 } },
  { id: 'advanced', settings: { programme: 'drum-kit', test: 'attack', gainReductionDb: 6 } },
  { id: 'hard', settings: { programme: 'band', test: 'release', gainReductionDb: 6 } },
  { id: 'expert', settings: { programme: 'band', test: 'ratio', gainReductionDb: 6 } },
];

/** The first preset's: compression heard or not, heavy, on the drum kit. */
export const DYNAMICS_DEFAULT_SETTINGS: DynamicsSettings = { programme: 'drum-kit', test: 'presence', gainReductionDb: 10 };

/**
 * The official dynamics exam: how much the band loop is compressed (2 to 10 dB of mean gain
 * reduction), ten questions. The compressed sound is loudness-matched by the compressor's own
 * make-up gain, and the server matches again (to the same loudness).
 */
export const DYNAMICS_OFFICIAL_EXAM: OfficialExamConfig<DynamicsSettings> = {
  settings: { programme: 'band', test: 'amount', gainReductionDb: 6 },
  questionCount: 10,
  levelMatch: true,
};
