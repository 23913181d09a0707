import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DistortionAnswerView } from './distortion-answer-view';
import { scoreDistortionAnswer, type DistortionAnswer, type DistortionQuestion } from './distortion-question';

const question: DistortionQuestion = { type: 'soft', thd: 3, scale: [1, 3, 10, 30], asksType: true, sine: false };

describe('distortion answer view', () => {
  it('says the miss in steps and a wrong type, with or without the score (training and the final review)', () => {
    const answer: DistortionAnswer = { thd: 10, type: 'hard' };
    const { rerender } = render(<DistortionAnswerView question={question} answer={answer} result={scoreDistortionAnswer(question, answer)} />);
    const text = screen.getByTestId('distortion-answer-view').textContent;
    expect(text).toMatch(/· one step too much, wrong kind$/);
    rerender(<DistortionAnswerView question={question} answer={answer} result={null} />);
    expect(screen.getByTestId('distortion-answer-view').textContent).toBe(text);
  });

  it('pluralises, and says exact when right', () => {
    const { rerender } = render(<DistortionAnswerView question={{ ...question, thd: 30 }} answer={{ thd: 1, type: 'soft' }} result={null} />);
    expect(screen.getByTestId('distortion-answer-view')).toHaveTextContent(/· 3 steps too little$/);
    rerender(<DistortionAnswerView question={question} answer={{ thd: 3, type: 'soft' }} result={null} />);
    expect(screen.getByTestId('distortion-answer-view')).toHaveTextContent(/· exact$/);
  });
});
