/** Looks keys up in the locale files as they are on disk, in every interface language. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

const files = new Map<string, unknown>();

export function localeFileExists(language: Language, namespace: string): boolean {
  return existsSync(path.join(LOCALES_DIR, language, `${namespace}.json`));
}

function localeFile(language: Language, namespace: string): unknown {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!files.has(file)) files.set(file, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null);
  return files.get(file);
}

/** True when `key` (dotted, i18next style) is a string in that namespace's file. */
export function hasKey(language: Language, namespace: string, key: string): boolean {
  let node = localeFile(language, namespace);
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

/**
 * The languages missing a key written as the code writes it: `namespace:key`, or a bare key of
 * `defaultNamespace`.
 */
export function languagesMissing(key: string, defaultNamespace: string): Language[] {
  const [namespace, bare] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [defaultNamespace, key];
  return LANGUAGES.filter((language) => !hasKey(language, namespace, bare));
}
