import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DistanceAnswerView } from './distance-answer-view';
import type { DistanceQuestion } from './distance-question';

const at2m: DistanceQuestion = { distance: 2, mode: 'advanced', source: 'bursts' };

describe('distance answer view', () => {
  it('says how many steps too far or too near, pluralised', () => {
    const view = () => screen.getByTestId('distance-answer-view');
    const { rerender } = render(<DistanceAnswerView question={at2m} answer={{ distance: 2.8 }} result={null} />);
    expect(view()).toHaveTextContent(/· one step too far$/);
    rerender(<DistanceAnswerView question={at2m} answer={{ distance: 1 }} result={null} />);
    expect(view()).toHaveTextContent(/· 2 steps too near$/);
    rerender(<DistanceAnswerView question={at2m} answer={{ distance: 2 }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
