import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoudnessAnswerView } from './loudness-answer-view';
import type { LoudnessQuestion } from './loudness-question';

const louderBy2: LoudnessQuestion = { direction: 'boost', steps: 2, step: 3, asksSize: true, sine: null };

describe('loudness answer view', () => {
  it('says the miss in steps, pluralised', () => {
    const { rerender } = render(<LoudnessAnswerView question={louderBy2} answer={{ direction: 'boost', steps: 4 }} result={null} />);
    expect(screen.getByTestId('loudness-answer-view')).toHaveTextContent('Change +6 dB · you said +12 dB · 2 steps too much');
    rerender(<LoudnessAnswerView question={louderBy2} answer={{ direction: 'boost', steps: 1 }} result={null} />);
    expect(screen.getByTestId('loudness-answer-view')).toHaveTextContent('you said +3 dB · one step too little');
  });

  it('names mixed-up directions, says exact when right, and nothing about a miss when unanswered', () => {
    const { rerender } = render(<LoudnessAnswerView question={louderBy2} answer={{ direction: 'cut', steps: 2 }} result={null} />);
    expect(screen.getByTestId('loudness-answer-view')).toHaveTextContent('louder and softer mixed up');
    rerender(<LoudnessAnswerView question={louderBy2} answer={{ direction: 'boost', steps: 2 }} result={null} />);
    expect(screen.getByTestId('loudness-answer-view')).toHaveTextContent(/^Change \+6 dB · you said \+6 dB · exact$/);
    rerender(<LoudnessAnswerView question={louderBy2} answer={null} result={null} />);
    expect(screen.getByTestId('loudness-answer-view')).toHaveTextContent(/^Change \+6 dB · you said nothing$/);
  });
});
