import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isClosedSelect, useEnterShortcut } from './use-enter-shortcut';

function Page({ onEnter }: { onEnter: () => void }) {
  useEnterShortcut(onEnter);
  return (
    <>
      <label>
        Questions
        <select defaultValue="10">
          <option value="5">5 questions</option>
          <option value="10">10 questions</option>
        </select>
      </label>
      <label>
        Student id
        <input type="text" />
      </label>
      <label>
        Instruments
        <select multiple defaultValue={['violin']}>
          <option value="violin">Violin</option>
          <option value="flute">Flute</option>
        </select>
      </label>
      <div role="listbox" aria-label="Open list" tabIndex={0}>
        <div role="option" aria-selected="true" tabIndex={-1}>
          One
        </div>
      </div>
      <div role="dialog" aria-label="Profile">
        <label>
          Organization
          <select defaultValue="a">
            <option value="a">A</option>
          </select>
        </label>
      </div>
      <button type="button">Play</button>
    </>
  );
}

function setup() {
  const onEnter = vi.fn();
  render(<Page onEnter={onEnter} />);
  return { onEnter, user: userEvent.setup() };
}

describe('Enter as the exam’s key', () => {
  it('starts the exam from a closed settings select, right after a keyboard choice of the question count', async () => {
    const { onEnter, user } = setup();
    const select = screen.getByRole('combobox', { name: 'Questions' });
    await user.selectOptions(select, '5');
    expect(select).toHaveValue('5');
    expect(select).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('does not fire in a text field being edited, a list box, an open listbox or menu, a dialog, or on a button', async () => {
    const { onEnter, user } = setup();
    for (const target of [
      screen.getByRole('textbox', { name: 'Student id' }),
      screen.getByRole('listbox', { name: 'Instruments' }),
      screen.getByRole('listbox', { name: 'Open list' }),
      screen.getByRole('combobox', { name: 'Organization' }),
      screen.getByRole('button', { name: 'Play' }),
    ]) {
      target.focus();
      await user.keyboard('{Enter}');
    }
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('leaves an IME composition, a repeat and a modified Enter alone', () => {
    const { onEnter } = setup();
    const select = screen.getByRole('combobox', { name: 'Questions' });
    fireEvent.keyDown(select, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(select, { key: 'Enter', repeat: true });
    fireEvent.keyDown(select, { key: 'Enter', ctrlKey: true });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('treats a select whose list is open (:open) as open', () => {
    const select = document.createElement('select');
    expect(isClosedSelect(select)).toBe(true);
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':open');
    expect(isClosedSelect(select)).toBe(false);
    expect(isClosedSelect(document.createElement('input'))).toBe(false);
  });
});
