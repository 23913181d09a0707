import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIP_MANIFEST } from './clips';
import { DESCRIPTIONS } from './descriptions';
import { INSTRUMENTS } from './instruments';
import { CATEGORIES, EXCITATIONS } from './types';

const sentences = (text: string, end: RegExp): number => text.split(end).filter((part) => part.trim() !== '').length;

describe('instrument catalogue', () => {
  it('holds about sixty instruments with unique kebab-case ids', () => {
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(55);
    expect(INSTRUMENTS.length).toBeLessThanOrEqual(65);
    const ids = INSTRUMENTS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('classifies every instrument (Hornbostel-Sachs, excitation; none only for electrophones) and uses every class', () => {
    for (const instrument of INSTRUMENTS) {
      expect(CATEGORIES, instrument.id).toContain(instrument.category);
      if (instrument.excitation === null) expect(instrument.category, instrument.id).toBe('electrophone');
      else expect(EXCITATIONS, instrument.id).toContain(instrument.excitation);
    }
    expect(new Set(INSTRUMENTS.map((i) => i.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(INSTRUMENTS.map((i) => i.excitation).filter((e) => e !== null))).toEqual(new Set(EXCITATIONS));
  });

  it('describes every instrument in two to four sentences in English and in real Simplified Chinese', () => {
    expect(Object.keys(DESCRIPTIONS).sort()).toEqual(INSTRUMENTS.map((i) => i.id).sort());
    for (const { id, name } of INSTRUMENTS) {
      const description = DESCRIPTIONS[id];
      if (!description) throw new Error(`${id} has no description`);
      expect(name.en.trim(), id).not.toBe('');
      expect(name['zh-CN'], id).toMatch(/[\u4e00-\u9fff]/);
      expect(description.en.length, id).toBeGreaterThanOrEqual(100);
      const english = sentences(description.en, /[.!?](?:\s|$)/);
      expect(english, `${id}: ${english} English sentences`).toBeGreaterThanOrEqual(2);
      expect(english, `${id}: ${english} English sentences`).toBeLessThanOrEqual(4);
      const chinese = description['zh-CN'];
      expect(chinese, id).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese, `${id}: English words in the Chinese text`).not.toMatch(/[A-Za-z]{13,}/);
      expect(sentences(chinese, /[。！？]/), id).toBeGreaterThanOrEqual(2);
      expect(sentences(chinese, /[。！？]/), id).toBeLessThanOrEqual(4);
    }
  });

  it('teaches the Chinese traditional instruments a Chinese textbook would', () => {
    const ids = new Set(INSTRUMENTS.map((i) => i.id));
    for (const id of ['erhu', 'pipa', 'guzheng', 'guqin', 'ruan', 'yangqin', 'dizi', 'xiao', 'suona', 'sheng']) expect(ids, id).toContain(id);
  });

  it('lists clips only of catalogue instruments, each file present, at least 45 instruments recorded', () => {
    const ids = new Set(INSTRUMENTS.map((i) => i.id));
    const dir = path.resolve(__dirname, '../../../../public/audio/timbre');
    for (const clip of CLIP_MANIFEST.clips) {
      expect(ids, clip.instrument).toContain(clip.instrument);
      expect(existsSync(path.join(dir, clip.file)), clip.file).toBe(true);
      expect(readFileSync(path.join(dir, clip.file)).subarray(0, 4).toString('latin1')).toBe('OggS');
    }
    expect(new Set(CLIP_MANIFEST.clips.map((c) => c.instrument)).size).toBeGreaterThanOrEqual(45);
    // Never one instrument passed off as another: no clip for the instruments the soundfont lacks.
    for (const id of ['erhu', 'pipa', 'guzheng', 'suona', 'sheng', 'dizi', 'mandolin']) expect(CLIP_MANIFEST.clips.map((c) => c.instrument)).not.toContain(id);
  });
});
