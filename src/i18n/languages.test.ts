// @vitest-environment jsdom -- <html lang> and localStorage
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { detectLanguage } from './languages';

describe('initial language', () => {
  it('follows the browser: any Chinese is zh-CN, English is en', () => {
    expect(detectLanguage(null, ['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(detectLanguage(null, ['zh'])).toBe('zh-CN');
    expect(detectLanguage(null, ['en-GB', 'zh-CN'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR', 'zh-CN'])).toBe('zh-CN');
  });

  it('falls back to English for other languages and to zh-CN when the browser says nothing', () => {
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('zh-CN');
  });

  it('prefers the remembered choice over the browser', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('klingon', ['zh-CN'])).toBe('zh-CN');
  });
});

describe('language switch', () => {
  it('translates, remembers the choice and updates <html lang>', async () => {
    await changeLanguage('zh-CN');
    expect(i18next.t('nav.report')).toBe('报告');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('auricle.language')).toBe('zh-CN');
    await changeLanguage('en');
    expect(i18next.t('nav.report')).toBe('Report');
    expect(localStorage.getItem('auricle.language')).toBe('en');
  });

  it('falls back to English for a key missing in Chinese', async () => {
    i18next.addResource('en', 'common', 'onlyInEnglish', 'English only');
    await changeLanguage('zh-CN');
    expect(i18next.t('onlyInEnglish')).toBe('English only');
  });
});
