/**
 * The instrument catalogue's shape: Hornbostel-Sachs category, the way the sound is excited,
 * names in both interface languages (descriptions.ts says what each sounds like). Pure data:
 * the API imports it to re-score timbre exams.
 */
export const CATEGORIES = ['chordophone', 'aerophone', 'membranophone', 'idiophone', 'electrophone'] as const;
export type Category = (typeof CATEGORIES)[number];

export const EXCITATIONS = ['bowed', 'plucked', 'struck', 'edge-blown', 'reed', 'lip-vibrated'] as const;
export type Excitation = (typeof EXCITATIONS)[number];

export interface Localized {
  en: string;
  'zh-CN': string;
}

export interface Instrument {
  /** Stable kebab-case id ('violin', 'erhu'): file names, answers and reports use it. */
  id: string;
  category: Category;
  /** Null where no excitation of the list applies (electrophones). */
  excitation: Excitation | null;
  name: Localized;
}
