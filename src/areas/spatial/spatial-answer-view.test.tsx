import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpatialAnswerView } from './spatial-answer-view';
import type { SpatialQuestion } from './spatial-question';

const at = (azimuth: number): SpatialQuestion => ({ azimuth, sector: 'all', resolution: 30, source: 'bursts' });

describe('spatial answer view', () => {
  it('says the degrees off and which way, and a front-back confusion, without needing the score', () => {
    const view = () => screen.getByTestId('spatial-answer-view');
    const { rerender } = render(<SpatialAnswerView question={at(30)} answer={{ azimuth: 50 }} result={null} />);
    expect(view()).toHaveTextContent('30°, front right · you said 50°, front right · 20° too far right');
    rerender(<SpatialAnswerView question={at(90)} answer={{ azimuth: 120 }} result={null} />);
    expect(view()).toHaveTextContent(/· 30° too far back$/);
    rerender(<SpatialAnswerView question={at(30)} answer={{ azimuth: 150 }} result={null} />);
    expect(screen.getByTestId('front-back-confusion')).toHaveTextContent('front and back swapped');
    rerender(<SpatialAnswerView question={at(30)} answer={{ azimuth: 30 }} result={null} />);
    expect(view()).toHaveTextContent(/· exact$/);
  });
});
