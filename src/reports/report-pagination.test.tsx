import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportPagination } from './report-pagination';

describe('ReportPagination', () => {
  it('shows which rows are on the page, moves between pages, and changes the page size', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { rerender } = render(<ReportPagination total={30} page={1} pageSize={10} pageSizes={[10, 20, 50]} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);

    rerender(<ReportPagination total={30} page={2} pageSize={10} pageSizes={[10, 20, 50]} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('21–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
    rerender(<ReportPagination total={0} page={0} pageSize={10} pageSizes={[10, 20, 50]} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  });
});
