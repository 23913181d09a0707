import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createFakeAuthClient } from '../../tests/helpers/fake-auth-client';
import { sessionStore, setSignedIn, setSignedOut } from '../session';
import { AuthSessionProvider } from './auth-context';
import { createAuthSession } from './auth-session';
import { RequireAuth } from './require-auth';
import { RequirePermission } from './require-permission';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  const client = createFakeAuthClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/report/eqreport', element: <RequireAuth><p>own report</p></RequireAuth> },
      {
        path: '/platforms',
        element: (
          <RequireAuth>
            <RequirePermission permissions={['read:admin']} everyOrganization>
              <p>platforms</p>
            </RequirePermission>
          </RequireAuth>
        ),
      },
      {
        path: '/totalreport/eq-report',
        element: (
          <RequireAuth>
            <RequirePermission permissions={['read:admin']}>
              <p>total report</p>
            </RequirePermission>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthSessionProvider session={createAuthSession(client)}>
      <RouterProvider router={router} />
    </AuthSessionProvider>,
  );
  return client;
}

describe('route guard', () => {
  it('sends a signed-out user to sign in with the full path kept', async () => {
    setSignedOut();
    const client = renderAt('/report/eqreport?x=1#h');
    await waitFor(() => expect(client.loginWithRedirect).toHaveBeenCalledWith('/report/eqreport?x=1#h'));
    expect(screen.queryByText('own report')).not.toBeInTheDocument();
  });

  it('waits while the session is still loading', () => {
    const client = renderAt('/report/eqreport');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('shows the page to a signed-in user', () => {
    setSignedIn({ name: 'Li Ming' }, []);
    renderAt('/report/eqreport');
    expect(screen.getByText('own report')).toBeInTheDocument();
  });

  it('keeps a user without read:admin out of a total report, with the 403 snackbar error', async () => {
    setSignedIn({ name: 'Li Ming' }, []);
    renderAt('/totalreport/eq-report');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
    expect(screen.queryByText('total report')).not.toBeInTheDocument();
    expect(sessionStore.getState().error).toEqual({ status: 403, message: 'You do not have permission to open this page.' });
  });

  it('lets a teacher with read:admin in', () => {
    setSignedIn({ name: 'Prof. Chen' }, ['read:admin']);
    renderAt('/totalreport/eq-report');
    expect(screen.getByText('total report')).toBeInTheDocument();
    expect(sessionStore.getState().error).toBeNull();
  });

  it("keeps a teacher limited to one organization out of a page of every organization's, and lets them into their own", async () => {
    setSignedIn({ name: 'Karin Berg', teachesOrganization: 'Conservatory of Music' }, ['read:admin']);
    renderAt('/platforms');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
    expect(screen.queryByText('platforms')).not.toBeInTheDocument();
    expect(sessionStore.getState().error).toMatchObject({ status: 403 });
    cleanup();
    sessionStore.setState({ error: null });
    renderAt('/totalreport/eq-report');
    expect(screen.getByText('total report')).toBeInTheDocument();
  });
});
