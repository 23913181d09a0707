import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** An rgba() colour laid over an opaque background, as the eye sees it. */
function over(colour: string, background: string): string {
  const rgba = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(colour);
  if (!rgba) return colour;
  const alpha = Number(rgba[4] ?? 1);
  const bg = /^#(..)(..)(..)$/.exec(background);
  if (!bg) throw new Error(`not a hex background: ${background}`);
  const mix = [1, 2, 3].map((i) => Math.round(Number(rgba[i]) * alpha + parseInt(bg[i] as string, 16) * (1 - alpha)));
  return `rgb(${mix.join(', ')})`;
}

describe.each(['light', 'dark'] as const)('the %s theme meets WCAG AA contrast', (mode) => {
  const theme = createAppTheme(mode);
  const { background } = theme.palette;

  it.each(COLOURS)('%s: a filled chip or button label on its colour', (name) => {
    const { main, contrastText } = theme.palette[name];
    expect(getContrastRatio(over(contrastText, main), main)).toBeGreaterThanOrEqual(AA);
  });

  it.each(COLOURS)('%s: the colour as text (an outlined chip) on the page and on a card', (name) => {
    const { main } = theme.palette[name];
    expect(getContrastRatio(main, background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(main, background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it("a disabled group's legend", () => {
    render(
      <ThemeProvider theme={theme}>
        <FormLabel component="legend" disabled>
          Decay time
        </FormLabel>
      </ThemeProvider>,
    );
    const colour = getComputedStyle(screen.getByText('Decay time')).color;
    expect(getContrastRatio(over(colour, background.paper), background.paper)).toBeGreaterThanOrEqual(AA);
  });
});

describe('headings', () => {
  it('a subtitle is a paragraph, not an <h6> that breaks the heading order; a heading says so', () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <Typography variant="subtitle1">Lead-in</Typography>
        <Typography variant="subtitle2">Label</Typography>
        <Typography variant="subtitle1" component="h3">
          Section
        </Typography>
      </ThemeProvider>,
    );
    expect(screen.queryAllByRole('heading').map((h) => h.textContent)).toEqual(['Section']);
    expect(screen.getByText('Label').tagName).toBe('P');
  });
});
