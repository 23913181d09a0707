import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidthAnswerView } from './width-answer-view';
import type { WidthQuestion } from './width-question';

const widerBy3: WidthQuestion = { direction: 'wider', steps: 3, step: 25, asksSize: true };

describe('width answer view', () => {
  it('says the miss in steps, pluralised, and mixed-up directions', () => {
    const view = () => screen.getByTestId('width-answer-view');
    const { rerender } = render(<WidthAnswerView question={widerBy3} answer={{ direction: 'wider', steps: 4 }} result={null} />);
    expect(view()).toHaveTextContent('Width 175 % · you said 200 % · one step too much');
    rerender(<WidthAnswerView question={widerBy3} answer={{ direction: 'wider', steps: 1 }} result={null} />);
    expect(view()).toHaveTextContent('you said 125 % · 2 steps too little');
    rerender(<WidthAnswerView question={widerBy3} answer={{ direction: 'narrower', steps: 3 }} result={null} />);
    expect(view()).toHaveTextContent('narrower and wider mixed up');
    rerender(<WidthAnswerView question={widerBy3} answer={{ direction: 'wider', steps: 3 }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
