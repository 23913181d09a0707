import { describe, expect, it } from 'vitest';
import {
  isValidDate,
  parseOwnReportQuery,
  parseTotalReportQuery,
  totalReportExportParams,
  totalReportRequestParams,
  withParams,
} from './report-query';

describe('parseTotalReportQuery', () => {
  it('reads every filter, the view, the kind, paging and sorting from the URL', () => {
    const query = parseTotalReportQuery(
      new URLSearchParams(
        'organization=Institute+of+Acoustics&from=2026-03-01&to=2026-03-31&submitId=abc&user=li&studentId=S1' +
          '&kind=official&view=submissions&page=3&pageSize=50&sort=score&order=asc',
      ),
    );
    expect(query).toEqual({
      organization: 'Institute of Acoustics',
      from: '2026-03-01',
      to: '2026-03-31',
      submitId: 'abc',
      user: 'li',
      studentId: 'S1',
      kind: 'official',
      view: 'submissions',
      page: 3,
      pageSize: 50,
      sort: 'score',
      order: 'asc',
    });
  });

  it('falls back to defaults for a malformed hand-edited URL', () => {
    const query = parseTotalReportQuery(
      new URLSearchParams('from=2026-02-30&to=yesterday&kind=exam&view=x&page=-2&pageSize=7&sort=password&order=up&user=%20%20'),
    );
    expect(query).toEqual({
      kind: 'practice',
      view: 'users',
      page: 1,
      pageSize: 20,
      sort: 'user',
      order: 'asc',
    });
  });

  it('only accepts a sort column of the chosen view', () => {
    expect(parseTotalReportQuery(new URLSearchParams('view=users&sort=submittedAt')).sort).toBe('user');
    expect(parseTotalReportQuery(new URLSearchParams('view=submissions&sort=submittedAt')).sort).toBe('submittedAt');
    expect(parseTotalReportQuery(new URLSearchParams('view=submissions')).order).toBe('desc');
  });
});

describe('request parameters', () => {
  it('send the filters plus explicit defaults, and no paging for the export', () => {
    const query = parseTotalReportQuery(new URLSearchParams('organization=A&to=2026-01-02&page=2'));
    expect(totalReportRequestParams(query, true).toString()).toBe(
      'organization=A&to=2026-01-02&kind=practice&view=users&page=2&pageSize=20&sort=user&order=asc',
    );
    expect(totalReportRequestParams(query, false).toString()).toBe(
      'organization=A&to=2026-01-02&kind=practice&view=users&sort=user&order=asc',
    );
    expect(totalReportExportParams(query, { language: 'zh-CN', timeZone: 'Asia/Shanghai' }).toString()).toBe(
      'organization=A&to=2026-01-02&kind=practice&view=users&sort=user&order=asc&lang=zh-CN&tz=Asia%2FShanghai',
    );
  });

  it('withParams sets, replaces and removes without touching the original', () => {
    const original = new URLSearchParams('a=1&b=2&c=3');
    const next = withParams(original, { a: 'x', b: undefined, c: '', d: 4 });
    expect(next.toString()).toBe('a=x&d=4');
    expect(original.toString()).toBe('a=1&b=2&c=3');
  });
});

describe('parseOwnReportQuery', () => {
  it('reads kind and paging with defaults', () => {
    expect(parseOwnReportQuery(new URLSearchParams('kind=official&page=4&pageSize=10'))).toEqual({
      kind: 'official',
      page: 4,
      pageSize: 10,
    });
    expect(parseOwnReportQuery(new URLSearchParams('x=1'))).toEqual({ kind: 'practice', page: 1, pageSize: 20 });
  });
});

describe('isValidDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-1-01')).toBe(false);
  });
});
