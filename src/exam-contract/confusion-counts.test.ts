import { describe, expect, it } from 'vitest';
import { toyArea } from './testing/toy-area';
import { countConfusions, examConfusions } from './confusion-counts';

describe('countConfusions', () => {
  it('counts each asked-answered pair per axis, and adds counts already made', () => {
    const counted = countConfusions([
      { axis: 'band', asked: '1000', answered: '2000' },
      { axis: 'band', asked: '1000', answered: '2000' },
      { axis: 'band', asked: '1000', answered: '1000' },
      { axis: 'direction', asked: '1000', answered: '2000' },
    ]);
    expect(counted).toEqual([
      { axis: 'band', asked: '1000', answered: '2000', count: 2 },
      { axis: 'band', asked: '1000', answered: '1000', count: 1 },
      { axis: 'direction', asked: '1000', answered: '2000', count: 1 },
    ]);
    expect(countConfusions([...counted, { axis: 'band', asked: '1000', answered: '2000', count: 3 }])[0]).toMatchObject({ count: 5 });
  });

  it("counts an exam's confusions, skipping malformed answers", () => {
    const questions = [{ value: 1 }, { value: 2 }, { value: 1 }];
    expect(examConfusions(toyArea, questions, [{ value: 3 }, 'junk', { value: 3 }])).toEqual([{ axis: 'value', asked: '1', answered: '3', count: 2 }]);
  });
});
