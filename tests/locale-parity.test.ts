/**
 * Both interface languages must be complete: the same namespaces, the same keys, no empty
 * strings, the same placeholders and markup, and no English copied into the Chinese files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(__dirname, '../locales');
const LANGUAGES = ['en', 'zh-CN'] as const;

/** Tokens a Chinese string may legitimately share with English: names, units, file types. */
const SHARED_TOKENS = ['Auricle', 'Moodle', 'Canvas', 'LTI', 'English', 'Hornbostel', 'Sachs', 'HRTF', 'LUFS', 'RT60', 'THD', 'CSV', 'EQ', 'ID', 'kHz', 'Hz', 'dB', 'wav', 'ogg', 'mp3', 'Space', 'Enter'];

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function namespaces(language: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(language: string, namespace: string): Flat {
  const text = readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8');
  return flatten(JSON.parse(text) as unknown, '', new Map());
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

/** True when an identical value still contains an English word after removing what may be shared. */
export function looksUntranslated(en: string, zh: string): boolean {
  if (en !== zh) return false;
  let rest = zh.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  for (const token of SHARED_TOKENS) rest = rest.replace(new RegExp(`\\b${token}\\b`, 'g'), ' ');
  return /[A-Za-z]{3,}/.test(rest);
}

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('zh-CN')).toEqual(namespaces('en'));
    expect(namespaces('en')).toEqual(expect.arrayContaining(['areas', 'auth', 'common']));
  });

  const all = [...new Set(LANGUAGES.flatMap(namespaces))];
  describe.each(all)('namespace %s', (namespace) => {
    const en = load('en', namespace);
    const zh = load('zh-CN', namespace);

    it('has identical keys', () => {
      expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty or non-string values', () => {
      for (const [language, values] of [['en', en], ['zh-CN', zh]] as const) {
        for (const [key, value] of values) {
          expect(typeof value === 'string' && value.trim() !== '', `${language} ${namespace}:${key}`).toBe(true);
        }
      }
    });

    it('keeps placeholders and markup', () => {
      for (const [key, value] of en) {
        const other = zh.get(key);
        if (typeof value !== 'string' || typeof other !== 'string') continue;
        expect(placeholders(other), `${namespace}:${key}`).toEqual(placeholders(value));
        expect(tags(other), `${namespace}:${key}`).toEqual(tags(value));
      }
    });

    it('has no English copied into the Chinese file', () => {
      const copied = [...en].filter(([key, value]) => {
        const other = zh.get(key);
        return typeof value === 'string' && typeof other === 'string' && looksUntranslated(value, other);
      });
      expect(copied.map(([key]) => `${namespace}:${key}`)).toEqual([]);
    });
  });
});

describe('the untranslated-copy check', () => {
  it('flags an English sentence copied as is', () => {
    expect(looksUntranslated('Please try again', 'Please try again')).toBe(true);
  });

  it('allows names, units and placeholders shared by both languages', () => {
    expect(looksUntranslated('English', 'English')).toBe(false);
    expect(looksUntranslated('{{value}} kHz', '{{value}} kHz')).toBe(false);
    expect(looksUntranslated('Try again', '请重试')).toBe(false);
  });
});

describe("the menu's area names", () => {
  it.each(LANGUAGES)('are the words of each page title, shortened only by leaving words out (%s)', (language) => {
    const areas = load(language, 'areas');
    const menu = load(language, 'common');
    const ids = [...areas.keys()].filter((key) => key.endsWith('.name')).map((key) => key.slice(0, -'.name'.length));
    expect(ids.length).toBeGreaterThan(0);
    // English by whole words ('Reverb' is not a word of 'Reverberation'); Chinese has no spaces between words.
    const words = (text: string) => (language === 'en' ? text.split(/[\s()]+/).filter(Boolean) : [text]);
    for (const id of ids) {
      const title = String(areas.get(`${id}.name`));
      for (const word of words(String(menu.get(`nav.areas.${id}`)))) expect(language === 'en' ? words(title) : title, id).toContain(word);
    }
  });
});
