/**
 * Timbre's adaptive mode: how far down the Hornbostel-Sachs tree (Hornbostel & Sachs 1914,
 * "Systematik der Musikinstrumente", Zeitschrift für Ethnologie 46:553) a trial asks. Not a
 * physical difference, so the ladder increases: 1 asks the category, 2 the excitation too, 3
 * the instrument too; each level multiplies the answers a guess must hit.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { CATEGORIES, EXCITATIONS } from './catalogue';
import { examInstruments } from './timbre-question';
import type { TimbreMode, TimbreSettings } from './timbre-settings';

export const TREE_LEVEL_LADDER = [1, 2, 3] as const;

const MODE_AT: Readonly<Record<number, TimbreMode>> = { 1: 'category', 2: 'basic', 3: 'advanced' };

const modeAt = (level: number): TimbreMode => MODE_AT[level] ?? 'advanced';

/** The answers the form offers at `level`: categories, times the excitations and "none", times the instruments. */
function answerCount(level: number): number {
  const mode = modeAt(level);
  const excitations = mode === 'category' ? 1 : EXCITATIONS.length + 1;
  const instruments = mode === 'advanced' ? examInstruments({}).length : 1;
  return CATEGORIES.length * excitations * instruments;
}

export const timbreTreeLevelDimension: AdaptiveDimension<TimbreSettings> = {
  id: 'treeLevel',
  ladder: TREE_LEVEL_LADDER,
  startIndex: 0,
  unit: 'treeLevel',
  // The catalogue's clips only: the same sounds for every student.
  settingsAt: (level) => ({ mode: modeAt(level) }),
  guessRate: (level) => 1 / answerCount(level),
};
