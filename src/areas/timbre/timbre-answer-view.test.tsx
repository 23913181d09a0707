import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimbreAnswerView } from './timbre-answer-view';
import type { TimbreQuestion } from './timbre-question';

const violin: TimbreQuestion = { instrument: 'violin', clip: 'violin-1.ogg', mode: 'advanced', delaySeconds: 0, gainDb: 0 };

describe('timbre answer view', () => {
  it('says whether the family was right when the instrument was not', () => {
    const view = () => screen.getByTestId('timbre-answer-view');
    const { rerender } = render(<TimbreAnswerView question={violin} answer={{ category: 'chordophone', excitation: 'bowed', instrument: 'viola' }} result={null} />);
    expect(view()).toHaveTextContent(/you said Viola \(Chordophone, Bowed\) · right family, wrong instrument$/);
    rerender(<TimbreAnswerView question={violin} answer={{ category: 'aerophone', excitation: 'edge-blown', instrument: 'flute' }} result={null} />);
    expect(view()).toHaveTextContent(/· wrong family$/);
    rerender(<TimbreAnswerView question={violin} answer={{ category: 'chordophone', excitation: 'bowed', instrument: 'violin' }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
