import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient } from '../../tests/helpers/fake-auth-client';
import { stubViewportWidth } from '../../tests/helpers/stub-match-media';
import { AuthSessionProvider, createAuthSession } from '../auth';
import { setSignedIn } from '../session';
import { AppLayout } from './app-layout';
import { createAppTheme } from './theme';
import { uiPreferencesStore } from './ui-preferences';

// Lazy pages and lazily loaded menus take a moment in a cold test run; navigations wait for them.
const SLOW = { timeout: 8000 };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLayout(path = '/') {
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <AuthSessionProvider session={createAuthSession(createFakeAuthClient())}>
        <MemoryRouter initialEntries={[path]}>
          <AppLayout supportEmail="support@auricle.example" />
          <Where />
        </MemoryRouter>
      </AuthSessionProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', () => undefined);
  setSignedIn({ sub: 'demo|student-li', name: 'Li Ming', email: 'student@auricle.example' }, []);
});

afterEach(() => {
  vi.unstubAllGlobals();
  uiPreferencesStore.setState({ drawerRail: false });
});

describe('navigation on a wide screen', () => {
  it('keeps the drawer beside the page and folds it into the rail', async () => {
    stubViewportWidth(1440);
    renderLayout();
    const drawer = screen.getByTestId('nav-drawer');
    expect(drawer.tagName).toBe('ASIDE');
    // The drawer's links are a chunk of their own.
    expect(await within(drawer).findByRole('link', { name: 'EQ report' }, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the navigation to icons' }));
    expect(screen.getByTestId('nav-drawer')).toHaveAttribute('data-rail', 'true');
    expect(screen.queryByRole('button', { name: 'Open the navigation' })).toBeNull();
  });

  it('in the rail, a group opens its links, labelled, in a menu', async () => {
    stubViewportWidth(1440);
    uiPreferencesStore.setState({ drawerRail: true });
    renderLayout();
    const drawer = screen.getByTestId('nav-drawer');
    const reportGroup = await within(drawer).findByRole('button', { name: 'Report' }, SLOW);
    // No column of look-alike report icons in the rail: the group stands for them.
    expect(within(drawer).queryByRole('link', { name: 'EQ report' })).toBeNull();
    fireEvent.click(reportGroup);
    const menu = await screen.findByRole('menu', { name: 'Report' }, SLOW);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Timbre report' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/report/timbrereport'), SLOW);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), SLOW);
  });
});

describe('navigation on a phone', () => {
  it('gives the page the whole width and opens the drawer over it from the menu button', async () => {
    stubViewportWidth(420);
    renderLayout();
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Open the navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(menuButton);
    const drawer = await screen.findByTestId('nav-drawer', undefined, SLOW);
    expect(drawer).toHaveAttribute('data-variant', 'overlay');
    // The narrow top bar has no room for the user's name: the drawer shows it.
    expect(within(drawer).getByText('student@auricle.example')).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(await within(drawer).findByRole('link', { name: 'Loudness' }, SLOW));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/loudness'), SLOW);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Loudness' })).toBeNull(), SLOW);
  });

  it('closes the drawer with its close button', async () => {
    stubViewportWidth(420);
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open the navigation' });
    fireEvent.click(menuButton);
    await screen.findByRole('link', { name: 'EQ report' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Close the navigation' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'EQ report' })).toBeNull(), SLOW);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows the top bar buttons as icons that keep their names', () => {
    stubViewportWidth(420);
    renderLayout();
    const logout = screen.getByRole('button', { name: 'Log out' });
    expect(logout).not.toHaveTextContent('Log out');
    expect(screen.getByTestId('language-switcher')).toHaveAccessibleName('Language');
    expect(screen.getByTestId('language-switcher')).not.toHaveTextContent('English');
  });
});

describe('keyboard and assistive technology', () => {
  it('offers a skip link as the first Tab stop that takes the focus past the top bar and the drawer', async () => {
    stubViewportWidth(1440);
    const user = userEvent.setup();
    renderLayout();
    await within(screen.getByTestId('nav-drawer')).findByRole('link', { name: 'EQ report' }, SLOW);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    // Focusable only for the skip: a click on the page's blank space leaves the focus where it was.
    expect(main).not.toHaveAttribute('tabindex');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('names the language button by the language it shows (label in name)', () => {
    stubViewportWidth(1440);
    renderLayout();
    const button = screen.getByTestId('language-switcher');
    expect(button).toHaveTextContent('English');
    expect(button).toHaveAccessibleName('English, choose the language');
  });
});
