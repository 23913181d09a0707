import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionStore, showBackendError } from '../session';
import { BackendErrorDialog } from './backend-error-dialog';

function Page() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <BackendErrorDialog />
    </>
  );
}

describe('BackendErrorDialog', () => {
  it("shows the catalogue's wording and OK returns home", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/eq'] });
    render(<RouterProvider router={router} />);
    act(() => showBackendError('503 Service Unavailable'));
    const dialog = await screen.findByRole('dialog', { name: 'Backend server error' });
    expect(dialog).toHaveTextContent(
      'Backend server error: 503 Service Unavailable. Please contact support or try again later. Click OK to back to home page.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    expect(sessionStore.getState().backendError).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
