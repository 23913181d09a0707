import { render, screen } from '@testing-library/react';
import ToggleButton from '@mui/material/ToggleButton';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { KeyHint } from './key-hint';

/** The colour a page shows for `element`'s text: its colour, faded by its own and its ancestors' opacity, over white. */
function shownTextColour(element: HTMLElement): string {
  const [r, g, b, a = 1] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(Number);
  let alpha = a;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) alpha *= Number(getComputedStyle(node).opacity);
  const over = (channel = 0) => Math.round(channel * alpha + 255 * (1 - alpha));
  return `rgb(${over(r)}, ${over(g)}, ${over(b)})`;
}

describe('a key hint', () => {
  it('is as legible as the button it labels: at least 4.5:1 on white, in a button that is not chosen', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <ToggleButton value="original" selected={false}>
          Original
          <KeyHint label="W" />
        </ToggleButton>
      </ThemeProvider>,
    );
    const key = screen.getByText('W');
    expect(getContrastRatio(shownTextColour(key), '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
