import { describe, expect, it } from 'vitest';
import { csvDateTimeFormat, csvTimeZone } from './csv-time';

describe('csvTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['asia/shanghai', 'Asia/Shanghai'],
    [' America/New_York ', 'America/New_York'],
    ['UTC', 'UTC'],
  ])('%j is the zone %s', (requested, zone) => {
    expect(csvTimeZone(requested)).toBe(zone);
  });

  it.each([[undefined], [''], ['Mars/Olympus_Mons'], ['Europe/Berlin; DROP TABLE']])('%j falls back to UTC', (requested) => {
    expect(csvTimeZone(requested)).toBe('UTC');
  });
});

describe('csvDateTimeFormat', () => {
  it('writes the instant as the zone’s wall-clock time, to the minute, with a 24-hour clock', () => {
    const iso = '2026-11-29T15:05:59.900Z';
    expect(csvDateTimeFormat('Europe/Berlin')(iso)).toBe('2026-11-29 16:05');
    expect(csvDateTimeFormat('Asia/Shanghai')(iso)).toBe('2026-11-29 23:05');
    expect(csvDateTimeFormat('UTC')('2026-03-01T00:00:00Z')).toBe('2026-03-01 00:00');
  });

  it('follows summer time, and the date line', () => {
    expect(csvDateTimeFormat('Europe/Berlin')('2026-07-01T12:00:00Z')).toBe('2026-07-01 14:00');
    expect(csvDateTimeFormat('America/Los_Angeles')('2026-01-01T05:30:00Z')).toBe('2025-12-31 21:30');
  });

  it('leaves a time it cannot read empty', () => {
    expect(csvDateTimeFormat('UTC')('not a time')).toBe('');
  });
});
