import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../tests/helpers/stub-match-media';
import { SpatialAnswerForm } from './spatial-answer-form';
import { SPATIAL_DEFAULT_SETTINGS, type SpatialSettings } from './spatial-settings';

/** A device with (`fine`) or without a mouse or trackpad, as CSS media queries see it. */
const pointer = (fine: boolean) => stubMatchMedia((query) => fine && query.includes('pointer: fine'));

const renderForm = (settings: SpatialSettings = SPATIAL_DEFAULT_SETTINGS) =>
  render(<SpatialAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spatial answer form', () => {
  it('names the arrow keys where there is a keyboard', () => {
    pointer(true);
    renderForm();
    expect(screen.getByRole('slider', { name: 'Where does the sound come from? (click the circle, or use the arrow keys)' })).toBeInTheDocument();
  });

  it('says to tap on a touch screen, on the circle and on the row of directions', () => {
    pointer(false);
    const { unmount } = renderForm();
    expect(screen.getByRole('slider', { name: 'Where does the sound come from? (tap the circle)' })).toBeInTheDocument();
    unmount();
    renderForm({ ...SPATIAL_DEFAULT_SETTINGS, positionCount: 3 });
    expect(screen.getByRole('radiogroup', { name: 'Where does the sound come from? (tap a direction)' })).toBeInTheDocument();
  });
});
