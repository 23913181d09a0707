import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loudnessDefinition } from './loudness-definition';
import { validateLoudnessSettings, type LoudnessSettingsDraft } from './loudness-settings';
import { LoudnessSettingsForm } from './loudness-settings-form';

function SettingsHarness({ initial, onDraft }: { initial: LoudnessSettingsDraft; onDraft(draft: LoudnessSettingsDraft): void }) {
  const [draft, setDraft] = useState(initial);
  const checked = validateLoudnessSettings(draft);
  const change = (next: LoudnessSettingsDraft) => {
    setDraft(next);
    onDraft(next);
  };
  return <LoudnessSettingsForm draft={draft} errors={checked.ok ? {} : checked.errors} readOnly={false} onChange={change} />;
}

/** Picks `option` in the native select labelled `label`, as a user would. */
async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('loudness settings form', { timeout: 30_000 }, () => {
  it("keeps the values' types, enables the sine frequency only for a sine, and says 'Required' for an emptied field", async () => {
    const onDraft = vi.fn<(draft: LoudnessSettingsDraft) => void>();
    render(<SettingsHarness initial={{ ...loudnessDefinition.defaultSettings }} onDraft={onDraft} />);
    expect(screen.getByRole('combobox', { name: 'Sine wave frequency' })).toBeDisabled();
    await choose('Input source', 'Sine wave');
    expect(screen.getByRole('combobox', { name: 'Sine wave frequency' })).toBeEnabled();
    await choose('Sine wave frequency', '250 Hz');
    await choose('Loudness level step', '0.5 dB');
    await choose('Answer', 'Louder or softer, and by how much');
    expect(onDraft).toHaveBeenLastCalledWith({ source: 'sine', sineFrequency: 250, changeType: 'boost-cut', step: 0.5, asksSize: true });
    await choose('Change type', 'None');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(onDraft.mock.lastCall?.[0].changeType).toBeNull();
  });
});
