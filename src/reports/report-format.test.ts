import { describe, expect, it } from 'vitest';
import { createReportFormat } from './report-format';

describe('createReportFormat', () => {
  it('shows averages with exactly one decimal, so a column of them lines up', () => {
    const en = createReportFormat('en');
    expect([74, 81.3, 70, 66.66].map((value) => en.average(value))).toEqual(['74.0', '81.3', '70.0', '66.7']);
    expect(en.average(null)).toBe('—');
  });

  it('formats averages in the current language', () => {
    expect(createReportFormat('de').average(74)).toBe('74,0');
    expect(createReportFormat('zh-CN').average(1234.56)).toBe('1,234.6');
  });

  it('keeps single scores as they are stored, without a padded decimal', () => {
    const en = createReportFormat('en');
    expect(en.score(80)).toBe('80');
    expect(en.score(83.3)).toBe('83.3');
  });
});
