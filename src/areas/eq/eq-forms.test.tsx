import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { EqAnswerForm } from './eq-answer-form';
import { EqAnswerView } from './eq-answer-view';
import { eqDefinition } from './eq-definition';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';
import { validateEqSettings, type EqSettingsDraft } from './eq-settings';
import { EqSettingsForm } from './eq-settings-form';

function SettingsHarness({ initial }: { initial: EqSettingsDraft }) {
  const [draft, setDraft] = useState(initial);
  const checked = validateEqSettings(draft);
  return <EqSettingsForm draft={draft} errors={checked.ok ? {} : checked.errors} readOnly={false} onChange={setDraft} />;
}

/** Picks `option` in the native select labelled `label`, as a user would. */
async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('EQ settings form', { timeout: 30_000 }, () => {
  it('shows the labels and the current settings', () => {
    render(<SettingsHarness initial={{ ...eqDefinition.defaultSettings }} />);
    expect(screen.getByRole('combobox', { name: 'Frequency resolution' })).toHaveDisplayValue('1 octave');
    expect(screen.getByRole('combobox', { name: 'Number of bands' })).toHaveDisplayValue('One band');
    expect(screen.getByRole('combobox', { name: 'Gain combination' })).toHaveDisplayValue('Boost and cut (±12 dB)');
    expect(screen.getByRole('combobox', { name: 'Frequency range from' })).toHaveDisplayValue('63 Hz');
    expect(screen.getByRole('combobox', { name: 'Frequency range to' })).toHaveDisplayValue('16 kHz');
  });

  it('says Required for an emptied field, and checks from below to and the band count', async () => {
    render(<SettingsHarness initial={{ ...eqDefinition.defaultSettings }} />);
    await choose('Frequency range from', 'None');
    expect(screen.getByText('Required')).toBeInTheDocument();
    await choose('Frequency range from', '20 kHz');
    expect(screen.getByText("'To' must be above 'from'")).toBeInTheDocument();
    await choose('Frequency range from', '8 kHz');
    await choose('Number of bands', 'Three bands');
    expect(screen.getByText('The range holds too few centre frequencies for the number of bands')).toBeInTheDocument();
    await choose('Frequency resolution', '1/3 octave');
    expect(screen.queryByText(/too few centre frequencies/)).not.toBeInTheDocument();
  });

  it('is read-only for the official exam', () => {
    render(<EqSettingsForm draft={{ ...eqDefinition.defaultSettings }} errors={{}} readOnly onChange={vi.fn()} />);
    for (const box of screen.getAllByRole('combobox')) expect(box).toBeDisabled();
  });
});

const twoBands: EqQuestion = {
  resolution: 'octave',
  q: qFromBandwidth(1),
  asksDirection: true,
  bands: [
    { frequency: hz(250), gain: dB(6) },
    { frequency: hz(4000), gain: dB(-6) },
  ],
};

describe('EQ answer form', { timeout: 30_000 }, () => {
  it('offers the centre frequencies in range and reports a complete answer only', async () => {
    const onChange = vi.fn<(a: EqAnswer | null) => void>();
    const settings = { ...eqDefinition.defaultSettings, bandCount: 2 as const, rangeFrom: hz(125), rangeTo: hz(8000) };
    render(<EqAnswerForm question={twoBands} settings={settings} answer={null} onChange={onChange} disabled={false} revealed={false} />);
    const band1 = screen.getByRole('radiogroup', { name: 'Band 1: centre frequency' });
    expect(within(band1).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['125', '250', '500', '1000', '2000', '4000', '8000']);
    const user = userEvent.setup();
    await user.click(within(band1).getByText('4 kHz'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 1: boost or cut' })).getByText('Cut'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 2: centre frequency' })).getByText('4 kHz'));
    expect(screen.getByText('Each band needs a different frequency')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 2: centre frequency' })).getByText('250 Hz'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 2: boost or cut' })).getByText('Boost'));
    expect(onChange).toHaveBeenLastCalledWith({
      bands: [
        { frequency: 4000, direction: 'cut' },
        { frequency: 250, direction: 'boost' },
      ],
    });
    expect(eqDefinition.score(twoBands, onChange.mock.lastCall?.[0] as EqAnswer)).toMatchObject({ credit: 1, correct: true });
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn<(a: EqAnswer | null) => void>();
    const question = { ...twoBands, asksDirection: false, bands: [{ frequency: hz(1000), gain: dB(6) }] };
    const settings = { ...eqDefinition.defaultSettings, gainDirection: 'boost' as const };
    render(<EqAnswerForm question={question} settings={settings} answer={null} onChange={onChange} disabled={false} revealed={false} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('63 Hz')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ bands: [{ frequency: 250, direction: null }] });
  });
});

describe('EQ answer form, revealed', () => {
  it('marks the right frequency and direction, and the wrong pick', () => {
    const question = { ...twoBands, bands: [{ frequency: hz(1000), gain: dB(-6) }] };
    const answer: EqAnswer = { bands: [{ frequency: hz(2000), direction: 'cut' }] };
    render(<EqAnswerForm question={question} settings={eqDefinition.defaultSettings} answer={answer} onChange={vi.fn()} disabled revealed />);
    const marks = (name: string) =>
      Object.fromEntries(
        Array.from(screen.getByRole('radiogroup', { name }).querySelectorAll('label[data-mark]'), (l) => [l.textContent, l.getAttribute('data-mark')]),
      );
    expect(marks('Centre frequency')).toEqual({ '1 kHz': 'right', '2 kHz': 'wrong' });
    expect(marks('Boost or cut')).toEqual({ Cut: 'right' });
    expect(screen.getByLabelText('2 kHz')).toBeChecked();
    expect(screen.getByLabelText('2 kHz')).toBeDisabled();
  });
});

describe('EQ answer view', () => {
  it('shows the bands as they were and how far off the answer was', () => {
    const answer: EqAnswer = { bands: [{ frequency: hz(250), direction: 'boost' }, { frequency: hz(1000), direction: 'cut' }] };
    render(<EqAnswerView question={twoBands} answer={answer} result={eqDefinition.score(twoBands, answer)} />);
    expect(screen.getByTestId('eq-answer-view-band-0')).toHaveTextContent('Band 1: 250 Hz +6 dB · you said 250 Hz (Boost) · exact');
    expect(screen.getByTestId('eq-answer-view-band-1')).toHaveTextContent('Band 2: 4 kHz −6 dB · you said 1 kHz (Cut) · 2 octaves too low');
  });

  it('says the same from the question and answer alone, as in the final review, and names boost and cut mixed up', () => {
    const answer: EqAnswer = { bands: [{ frequency: hz(1000), direction: 'cut' }, { frequency: hz(250), direction: 'cut' }] };
    render(<EqAnswerView question={twoBands} answer={answer} result={null} />);
    expect(screen.getByTestId('eq-answer-view-band-0')).toHaveTextContent('Band 1: 250 Hz +6 dB · you said 250 Hz (Cut) · right frequency, wrong direction');
    expect(screen.getByTestId('eq-answer-view-band-1')).toHaveTextContent('Band 2: 4 kHz −6 dB · you said 1 kHz (Cut) · 2 octaves too low');
  });

  it('works from the settings alone in an official exam, where the question stays on the server', async () => {
    const onChange = vi.fn<(a: EqAnswer | null) => void>();
    const settings = { ...eqDefinition.officialExam.settings, bandCount: 2 as const };
    render(<EqAnswerForm question={null} settings={settings} answer={null} onChange={onChange} disabled={false} revealed={false} />);
    expect(screen.getAllByRole('radiogroup', { name: /centre frequency/ })).toHaveLength(2);
    expect(screen.getAllByRole('radiogroup', { name: /boost or cut/ })).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 1: centre frequency' })).getByText('1 kHz'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 1: boost or cut' })).getByText('Boost'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 2: centre frequency' })).getByText('4 kHz'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Band 2: boost or cut' })).getByText('Cut'));
    expect(onChange).toHaveBeenLastCalledWith({ bands: [{ frequency: 1000, direction: 'boost' }, { frequency: 4000, direction: 'cut' }] });
  });
});

describe('EQ forms on a loop of the programme library', { timeout: 30_000 }, () => {
  function OnLoop({ initial }: { initial: EqSettingsDraft }) {
    const [draft, setDraft] = useState(initial);
    const checked = eqDefinition.validateSettings(draft, { programme: 'piano' });
    return <EqSettingsForm draft={draft} errors={checked.ok ? {} : checked.errors} readOnly={false} onChange={setDraft} context={{ programme: 'piano' }} />;
  }

  it('say which bands of the range the loop allows, and refuse a range it leaves too few of', async () => {
    render(<OnLoop initial={{ ...eqDefinition.defaultSettings }} />);
    expect(screen.getByTestId('eq-loop-bands')).toHaveTextContent('On the Piano loop, questions ask only the bands it reveals in this range: 63 Hz – 2 kHz.');
    await choose('Frequency range from', '4 kHz');
    expect(screen.queryByTestId('eq-loop-bands')).not.toBeInTheDocument();
    expect(screen.getByText(/The music chosen reveals too few bands in this range/)).toBeInTheDocument();
  });

  it('offer as answers only the bands the loop reveals', () => {
    const settings = { ...eqDefinition.defaultSettings, resolution: 'octave' as const };
    render(<EqAnswerForm question={null} settings={settings} answer={null} onChange={vi.fn()} disabled={false} revealed={false} context={{ programme: 'piano' }} />);
    const chips = within(screen.getByTestId('eq-frequency-0'));
    expect(chips.getAllByRole('radio')).toHaveLength(6);
    for (const name of ['63 Hz', '125 Hz', '250 Hz', '500 Hz', '1 kHz', '2 kHz']) expect(chips.getByRole('radio', { name })).toBeInTheDocument();
  });
});
