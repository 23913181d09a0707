import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, setError } from '../session';
import { ErrorSnackbar } from './error-snackbar';

describe('ErrorSnackbar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens at the top when an error is set, with warning colour and the shield for 403', () => {
    render(<ErrorSnackbar />);
    expect(screen.queryByTestId('error-snackbar')).not.toBeInTheDocument();
    act(() => setError({ status: 403, message: 'No access' }));
    const alert = screen.getByTestId('error-snackbar');
    expect(alert).toHaveTextContent('No access');
    expect(alert).toHaveAttribute('data-icon', 'shieldAlert');
    expect(alert.className).toMatch(/colorWarning/);
    const anchor = getComputedStyle(screen.getByTestId('error-snackbar-anchor'));
    expect(anchor.position).toBe('fixed');
  });

  it('uses the error colour and the server icon for 500', () => {
    render(<ErrorSnackbar />);
    act(() => setError({ status: 500, message: 'Boom' }));
    const alert = screen.getByTestId('error-snackbar');
    expect(alert.className).toMatch(/colorError/);
    expect(alert).toHaveAttribute('data-icon', 'serverOff');
  });

  it('stays open until Close is pressed, which clears the error', async () => {
    const user = userEvent.setup();
    render(<ErrorSnackbar />);
    act(() => setError({ status: 401, message: 'Sign in again' }));
    await user.click(document.body);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('error-snackbar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStore.getState().error).toBeNull();
  });

  it('is not dismissed by time: a minute later it is still open', () => {
    vi.useFakeTimers();
    render(<ErrorSnackbar />);
    act(() => setError({ status: 403, message: 'No access' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('error-snackbar')).toBeInTheDocument();
    expect(sessionStore.getState().error).not.toBeNull();
  });
});
