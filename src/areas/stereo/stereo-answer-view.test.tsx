import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StereoAnswerView } from './stereo-answer-view';
import type { StereoQuestion } from './stereo-question';

const tenRight: StereoQuestion = { angle: 10, interval: 10, source: 'bursts' };

describe('stereo answer view', () => {
  it('says how many degrees too far left or right', () => {
    const view = () => screen.getByTestId('stereo-answer-view');
    const { rerender } = render(<StereoAnswerView question={tenRight} answer={{ angle: -10 }} result={null} />);
    expect(view()).toHaveTextContent('10° right · you said 10° left · 20° too far left');
    rerender(<StereoAnswerView question={tenRight} answer={{ angle: 30 }} result={null} />);
    expect(view()).toHaveTextContent(/· 20° too far right$/);
    rerender(<StereoAnswerView question={tenRight} answer={{ angle: 10 }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
