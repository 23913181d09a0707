/** Lookups over the catalogue and its clips. */
import { CLIP_MANIFEST } from './clips';
import { INSTRUMENTS } from './instruments';
import type { Instrument, Localized } from './types';

const byId = new Map(INSTRUMENTS.map((instrument) => [instrument.id, instrument]));

export function instrumentById(id: string): Instrument | undefined {
  return byId.get(id);
}

/** The instruments an exam can ask: those with at least one clip, in catalogue order. */
export function instrumentsWithClips(): Instrument[] {
  const recorded = new Set(CLIP_MANIFEST.clips.map((clip) => clip.instrument));
  return INSTRUMENTS.filter((instrument) => recorded.has(instrument.id));
}

/** The text in the interface language (English for any other). */
export function localized(text: Localized, language: string): string {
  return language === 'zh-CN' ? text['zh-CN'] : text.en;
}
