import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../tests/helpers/stub-match-media';
import { StereoAnswerForm } from './stereo-answer-form';
import { STEREO_DEFAULT_SETTINGS } from './stereo-settings';

/** A device with (`fine`) or without a mouse or trackpad, as CSS media queries see it. */
const pointer = (fine: boolean) => stubMatchMedia((query) => fine && query.includes('pointer: fine'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stereo answer form', () => {
  it.each([
    [true, 'Where is the source on the stage? (click, or use the arrow keys)'],
    [false, 'Where is the source on the stage? (tap the stage)'],
  ])('with a fine pointer %s, is named %s', (fine, name) => {
    pointer(fine);
    render(<StereoAnswerForm question={null} settings={STEREO_DEFAULT_SETTINGS} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
    expect(screen.getByRole('slider', { name })).toBeInTheDocument();
  });
});
