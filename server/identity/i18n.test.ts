import { describe, expect, it } from 'vitest';
import en from '../../locales/en/login.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/login.json' with { type: 'json' };
import { escapeHtml } from './html.ts';
import { matchLocale, pickLocale, translator } from './i18n.ts';

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(leaves);
}

describe('login locales', () => {
  it('have identical keys in en and zh-CN', () => {
    expect(keyPaths(zhCN).sort()).toEqual(keyPaths(en).sort());
  });

  it('are really translated: Chinese text wherever the English text is not a proper name', () => {
    const untranslated = keyPaths(en).filter((key) => {
      const t = translator('zh-CN');
      return t(key) === translator('en')(key) && !['appName', 'languages.en', 'languages.zh-CN'].includes(key);
    });
    expect(untranslated).toEqual([]);
    expect(leaves(zhCN).filter((text) => !/[\u4e00-\u9fff]/.test(text)).sort()).toEqual(['Auricle', 'English']);
  });

  it('interpolate {{values}}', () => {
    expect(translator('en')('subheading', { appName: 'Auricle' })).toBe('Sign in to continue to Auricle.');
    expect(translator('zh-CN')('subheading', { appName: 'Auricle' })).toBe('登录以继续使用 Auricle。');
  });
});

describe('pickLocale', () => {
  it('maps language tags onto en and zh-CN', () => {
    expect(matchLocale('en-US')).toBe('en');
    expect(matchLocale('ZH-hans-CN')).toBe('zh-CN');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('fr')).toBeUndefined();
  });

  it('prefers ui_locales, then the Accept-Language ranking, then zh-CN', () => {
    expect(pickLocale('en', 'zh-CN')).toBe('en');
    expect(pickLocale('fr-FR zh-TW', 'en')).toBe('zh-CN');
    expect(pickLocale(undefined, 'fr;q=0.9, en;q=0.5, zh;q=0.7')).toBe('zh-CN');
    expect(pickLocale('', 'en-GB,en;q=0.9')).toBe('en');
    expect(pickLocale(undefined, 'en;q=0')).toBe('zh-CN');
    expect(pickLocale(undefined, undefined)).toBe('zh-CN');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
