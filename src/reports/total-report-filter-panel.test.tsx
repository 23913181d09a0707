import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { TotalReportFilters } from '../api-contract';
import { createTestI18n } from './test-harness';
import { TotalReportFilterPanel } from './total-report-filter-panel';
import { stubViewportWidth } from '../../tests/helpers/stub-match-media';

/** The panel as the page uses it: applying writes the filters back, which remounts the form. */
function Harness({ initial, onApply }: { initial: TotalReportFilters; onApply(filters: TotalReportFilters): void }) {
  return (
    <I18nextProvider i18n={createTestI18n('en')}>
      <TotalReportFilterPanel filters={initial} organizations={[]} organizationsFailed={false} onApply={onApply} />
    </I18nextProvider>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Filters' });

describe('TotalReportFilterPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts folded on a phone, says how many filters are active, and folds again after applying', async () => {
    stubViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn<(filters: TotalReportFilters) => void>();
    render(<Harness initial={{ organization: 'Institute of Acoustics', from: '2026-03-01', user: 'user-1' }} onApply={onApply} />);

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('3 active');
    expect(toggle()).toHaveAccessibleDescription('3 active');
    expect(screen.getByLabelText('User')).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('User')).toBeVisible());
    expect(screen.getByLabelText('User')).toHaveValue('user-1');

    await user.type(screen.getByLabelText('Student ID'), 'S1011{Enter}');
    expect(onApply).toHaveBeenCalledWith({
      organization: 'Institute of Acoustics',
      from: '2026-03-01',
      user: 'user-1',
      studentId: 'S1011',
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps an invalid draft open on a phone, so the message is seen', async () => {
    stubViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn<(filters: TotalReportFilters) => void>();
    render(<Harness initial={{}} onApply={onApply} />);
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();

    await user.click(toggle());
    await user.type(screen.getByLabelText('Submit ID'), 'zz{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A submit ID has only the digits 0–9, the letters a–f and dashes.')).toBeVisible();
  });

  it('starts open on a desktop and stays open after applying; the toggle folds it', async () => {
    stubViewportWidth(1280);
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn<(filters: TotalReportFilters) => void>();
    render(<Harness initial={{ studentId: 'S1' }} onApply={onApply} />);

    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('User')).toBeVisible();
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1 active');
    await user.type(screen.getByLabelText('User'), 'ana{Enter}');
    expect(onApply).toHaveBeenCalledWith({ studentId: 'S1', user: 'ana' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
