/**
 * A wide confusion matrix in real Chromium: its labels stay on one line however narrow the
 * screen (a squeezed table breaks Chinese after every character), and the cut edge shows a
 * shadow while more columns hide there.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfusionMatrix, type ConfusionCell } from './confusion-matrix';

// Updates come from real scrolling and resizing, not from act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

// Loudness steps in Chinese: eight categories, each asked and mostly found.
const STEPS = ['-4', '-3', '-2', '-1', '1', '2', '3', '4'];
const words = (step: string) => `${Number(step) < 0 ? '变轻' : '变响'}，${Math.abs(Number(step))} 级`;
const cells: ConfusionCell[] = STEPS.flatMap((asked, i) => [
  { asked, answered: asked, count: 3 },
  { asked, answered: STEPS[(i + 1) % STEPS.length] ?? asked, count: 1 },
]);

function renderMatrix() {
  render(<ConfusionMatrix cells={cells} describe={words} caption="全班把各响度级听成了什么" cornerLabel="题目 ↓ · 回答 →" axis="step" />);
  const container = screen.getByTestId('confusion-matrix-step').parentElement;
  if (!container) throw new Error('no scroll container');
  return container;
}

const shadow = (side: 'left' | 'right') => document.querySelector(`[data-scroll-shadow="${side}"]`);
const columnLabels = () => Array.from(document.querySelectorAll<HTMLElement>('thead [data-category-label]'));

describe('ConfusionMatrix', () => {
  afterEach(async () => {
    cleanup();
    await page.viewport(1280, 800);
  });

  it('keeps each label on one line on a phone, and shades the edge where columns hide', async () => {
    await page.viewport(390, 844);
    const container = renderMatrix();
    const labels = columnLabels();
    expect(labels.map((label) => label.title)).toEqual(STEPS.map(words));
    for (const label of labels) {
      expect(label.getBoundingClientRect().height, label.title).toBeLessThan(1.5 * parseFloat(getComputedStyle(label).lineHeight));
    }

    await waitFor(() => expect(container.scrollWidth).toBeGreaterThan(container.clientWidth));
    await waitFor(() => expect(shadow('right')).not.toBeNull());
    expect(shadow('left')).toBeNull();
    expect(container.getAttribute('role')).toBe('region');
    expect(container.getAttribute('tabindex')).toBe('0');

    container.scrollLeft = container.scrollWidth;
    await waitFor(() => expect(shadow('left')).not.toBeNull());
    expect(shadow('right')).toBeNull();
  });

  it('shows no shadow where it fits', async () => {
    await page.viewport(1366, 900);
    const container = renderMatrix();
    await waitFor(() => expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth));
    expect(shadow('left')).toBeNull();
    expect(shadow('right')).toBeNull();
    expect(container.hasAttribute('tabindex')).toBe(false);
  });
});
