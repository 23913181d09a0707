import { describe, expect, it } from 'vitest';
import { loadCsvHeaders } from './csv-labels';
import { timelineText } from './csv-timeline';

describe('timelineText', () => {
  it('says when the answers came, when each sound was first served and which never were', async () => {
    const { en, 'zh-CN': zh } = await loadCsvHeaders();
    const timeline = { firstSoundAt: '2026-03-02T10:00:00.000Z', questions: [0, 6.1, null, 12.4, null], answeredAfterSeconds: 14.2 };
    expect(timelineText(timeline, en.timeline)).toBe(
      'answered after 14.2 s; question sounds first served at 0, 6.1, –, 12.4, – s; never served: questions 3, 5',
    );
    expect(timelineText(timeline, zh.timeline)).toBe('首个声音后 14.2 秒提交答案; 各题声音首次播放于 0, 6.1, –, 12.4, – 秒; 从未播放：第 3, 5 题');
  });

  it('leaves out the parts that do not apply, and the whole cell without a timeline', async () => {
    const { en } = await loadCsvHeaders();
    expect(timelineText({ firstSoundAt: null, questions: [null, null], answeredAfterSeconds: 0 }, en.timeline)).toBe(
      'answered after 0 s; never served: questions 1, 2',
    );
    expect(timelineText({ firstSoundAt: 'x', questions: [0, 5.5], answeredAfterSeconds: 40 }, en.timeline)).toBe(
      'answered after 40 s; question sounds first served at 0, 5.5 s',
    );
    expect(timelineText(null, en.timeline)).toBe('');
  });
});
