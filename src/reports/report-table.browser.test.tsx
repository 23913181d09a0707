/**
 * The phone layout of the report tables in real Chromium: real media queries, real widths and
 * real scrolling, none of which jsdom has.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportTable } from './report-table';
import type { ReportColumn } from './report-table';
import { createTestI18n } from './test-harness';

// The harness runs under act() for jsdom; here the updates come from real scrolling and resizing.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

interface Row {
  id: string;
  text: string;
}

const columns: ReportColumn<Row>[] = [
  { id: 'when', label: 'When', render: () => '2026-03-02 09:30' },
  { id: 'submitId', label: 'Submit ID', code: true, hideOnPhone: true, render: (row) => row.id },
  { id: 'user', label: 'User', render: (row) => row.text },
  { id: 'name', label: 'Name', render: () => 'A rather long student name' },
  { id: 'organization', label: 'Organization', render: () => 'Conservatory of Music' },
  { id: 'duration', label: 'Duration', numeric: true, hideOnPhone: true, render: () => '95 s' },
  { id: 'score', label: 'Score', numeric: true, render: () => '80' },
  { id: 'rate', label: 'Correct rate', numeric: true, render: () => '70%' },
];

const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
  id: `0b7f2c1e-3f59-4a59-9d55-1d2e4b8a9c0${i}`,
  text: `clara.andersen.${i}@cm.edu.example`,
}));

function renderTable() {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <ReportTable
        label="Submissions"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={5}
        page={1}
        pageSize={20}
        loading={false}
        emptyText="None"
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
      />
    </I18nextProvider>,
  );
  const container = screen.getByRole('table').parentElement;
  if (!container) throw new Error('no scroll container');
  return container;
}

/** A hidden header has no accessible name, so it is found by its text. */
function header(text: string): HTMLElement {
  const found = screen.getAllByRole('columnheader', { hidden: true }).find((th) => th.textContent === text);
  if (!found) throw new Error(`no column ${text}`);
  return found;
}
const display = (text: string) => getComputedStyle(header(text)).display;
const shadow = (side: 'left' | 'right') => document.querySelector(`[data-scroll-shadow="${side}"]`);

describe('ReportTable on small screens', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('hides the less important columns below 600 px and shows that the rest scrolls sideways', async () => {
    await page.viewport(360, 740);
    const container = renderTable();

    expect(display('Submit ID')).toBe('none');
    expect(display('Duration')).toBe('none');
    expect(display('User')).toBe('table-cell');
    expect(getComputedStyle(screen.getByText(rows[0]?.id ?? '')).display).toBe('none');

    await waitFor(() => expect(container.scrollWidth).toBeGreaterThan(container.clientWidth));
    await waitFor(() => expect(screen.getByTestId('table-scroll-hint').textContent).toBe('Scroll sideways to see all columns'));
    expect(shadow('right')).not.toBeNull();
    expect(shadow('left')).toBeNull();
    expect(container.getAttribute('tabindex')).toBe('0');
    expect(container.getAttribute('role')).toBe('region');

    container.scrollLeft = container.scrollWidth;
    await waitFor(() => expect(shadow('left')).not.toBeNull());
    expect(shadow('right')).toBeNull();
  });

  it('shows every column, and no scroll hint, on a wide screen', async () => {
    await page.viewport(1280, 800);
    const container = renderTable();

    expect(display('Submit ID')).toBe('table-cell');
    expect(display('Duration')).toBe('table-cell');
    await waitFor(() => expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth));
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
    expect(shadow('left')).toBeNull();
    expect(shadow('right')).toBeNull();
    expect(container.hasAttribute('tabindex')).toBe(false);
  });
});
