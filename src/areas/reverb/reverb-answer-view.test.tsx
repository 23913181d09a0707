import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReverbAnswerView } from './reverb-answer-view';
import type { ReverbQuestion } from './reverb-question';

const room: ReverbQuestion = { rt60: 1.2, drr: 0, decayScale: [0.8, 1.2, 1.6], mixScale: [8, 4, 0, -4, -8], source: 'bursts' };

describe('reverb answer view', () => {
  it('says each part of the miss: the time in seconds and the mix in dB', () => {
    const view = () => screen.getByTestId('reverb-answer-view');
    const { rerender } = render(<ReverbAnswerView question={room} answer={{ rt60: 0.8, drr: 4 }} result={null} />);
    expect(view()).toHaveTextContent(/· you said RT60 0\.80 s, mix \+4 dB \(wet \d+ %\) · 0\.4 s too short, 4 dB too dry$/);
    rerender(<ReverbAnswerView question={room} answer={{ rt60: 1.6, drr: -8 }} result={null} />);
    expect(view()).toHaveTextContent(/· 0\.4 s too long, 8 dB too wet$/);
    rerender(<ReverbAnswerView question={room} answer={{ rt60: 1.2, drr: 0 }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
