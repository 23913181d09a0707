/**
 * Answers any area's answer form the way a student would, without knowing the area: it picks
 * something in every choice row, slider and select, round after round, until the form reports
 * a complete answer. Row i takes option i (then i + 1, ...), so that rows that must differ (an
 * EQ answer's bands) get different options.
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const MAX_ROUNDS = 4;

async function pickInChoiceRows(user: UserEvent, form: HTMLElement, round: number): Promise<void> {
  const rows = within(form).queryAllByRole('radiogroup');
  for (const [i, row] of rows.entries()) {
    const options = within(row).getAllByRole<HTMLInputElement>('radio');
    const option = options[(i + round) % options.length];
    // The radio itself is hidden from the pointer; its chip (the label) is what a student clicks.
    const chip = option?.closest('label');
    if (option && chip && !option.checked && !option.disabled) await user.click(chip);
  }
}

async function stepSliders(user: UserEvent, form: HTMLElement): Promise<void> {
  for (const slider of within(form).queryAllByRole('slider')) {
    slider.focus();
    await user.keyboard('{ArrowRight}');
  }
}

async function pickInSelects(user: UserEvent, form: HTMLElement, round: number): Promise<void> {
  const selects = within(form).queryAllByRole<HTMLSelectElement>('combobox');
  for (const [i, select] of selects.entries()) {
    const values = Array.from(select.options, (option) => option.value).filter((value) => value !== '');
    const value = values[(i + round) % values.length];
    if (value !== undefined && !select.disabled) await user.selectOptions(select, value);
  }
}

/** Drives `form` until `answered()` is not null, or gives up after a few rounds. */
export async function driveAnswerForm(user: UserEvent, form: HTMLElement, answered: () => unknown): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS && (answered() ?? null) === null; round++) {
    await pickInChoiceRows(user, form, round);
    await stepSliders(user, form);
    await pickInSelects(user, form, round);
  }
}
