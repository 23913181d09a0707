import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = new Date('2026-03-10T12:00:00Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('picks the largest whole unit', () => {
    expect(timeAgo(before(30), NOW, 'en')).toBe('this minute');
    expect(timeAgo(before(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), NOW, 'en')).toBe('3 hours ago');
    expect(timeAgo(before(86_400), NOW, 'en')).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400), NOW, 'en')).toBe('3 days ago');
    expect(timeAgo(before(15 * 86_400), NOW, 'en')).toBe('2 weeks ago');
    expect(timeAgo(before(70 * 86_400), NOW, 'en')).toBe('2 months ago');
  });

  it('speaks Chinese, and says nothing false for a bad date', () => {
    expect(timeAgo(before(3 * 86_400), NOW, 'zh-CN')).toBe('3天前');
    expect(timeAgo('not a date', NOW, 'en')).toBe('—');
  });
});
