import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { FirstSignInDialog } from './first-sign-in-dialog';
import { lockedProfileFields, needsProfile } from './profile-api';

const organizations = [
  { id: 1, name: 'Conservatory of Music' },
  { id: 2, name: 'Institute of Acoustics' },
];

function withApi(respond: (init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => respond(init));
  configureApiClient({ baseUrl: 'http://api.test/api/', getAccessToken: async () => 't', onError: vi.fn(), fetch: fetchMock as typeof fetch });
  return fetchMock;
}

// MUI's select under jsdom is slow on a busy machine.
describe('FirstSignInDialog', { timeout: 20_000 }, () => {
  it('requires both fields before saving', async () => {
    const user = userEvent.setup();
    const fetchMock = withApi(() => new Response('{}'));
    render(<FirstSignInDialog initial={{ studentId: '', organization: '' }} organizations={organizations} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed student id and the chosen organization', async () => {
    const user = userEvent.setup();
    const fetchMock = withApi(() => new Response(JSON.stringify({ studentId: 'S1', organization: 'Institute of Acoustics' })));
    const onSaved = vi.fn();
    render(<FirstSignInDialog initial={{ studentId: '', organization: '' }} organizations={organizations} onSaved={onSaved} />);
    await user.type(screen.getByLabelText(/Student ID/), '  S1 ');
    await user.click(screen.getByRole('combobox', { name: /Organization/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Institute of Acoustics' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ studentId: 'S1', organization: 'Institute of Acoustics' });
  });

  it('keeps what was typed and says why when saving fails', async () => {
    const user = userEvent.setup();
    withApi(() => new Response(JSON.stringify({ status: 400, message: 'studentId is too long' }), { status: 400 }));
    const onSaved = vi.fn();
    render(<FirstSignInDialog initial={{ studentId: 'S1', organization: 'Conservatory of Music' }} organizations={organizations} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/studentId is too long/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Student ID/)).toHaveValue('S1');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a half that is already set read-only and asks only for the other', async () => {
    const user = userEvent.setup();
    const fetchMock = withApi(() => new Response(JSON.stringify({ studentId: 'S9', organization: 'Conservatory of Music' })));
    render(
      <FirstSignInDialog
        initial={{ studentId: '', organization: 'Conservatory of Music' }}
        locked={{ organization: true }}
        organizations={organizations}
        onSaved={vi.fn()}
      />,
    );
    const organization = screen.getByLabelText(/Organization/);
    expect(organization).toHaveAttribute('readonly');
    expect(organization).toHaveValue('Conservatory of Music');
    expect(screen.queryByRole('combobox', { name: /Organization/ })).not.toBeInTheDocument();
    expect(screen.getByText('Already set. Only a teacher can change it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Student ID/), 'S9');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ studentId: 'S9', organization: 'Conservatory of Music' });
  });

  it.each([
    ['en', 'Another student of Conservatory of Music already uses the student ID S1.'],
    ['zh-CN', 'Conservatory of Music已有其他学生使用学号 S1。'],
  ] as const)('says in %s that the student id is taken', async (language, message) => {
    await i18next.changeLanguage(language);
    const user = userEvent.setup();
    const body = { status: 409, message: 'Student id S1 is already used', code: 'student-id-taken' };
    withApi(() => new Response(JSON.stringify(body), { status: 409 }));
    const onSaved = vi.fn();
    render(<FirstSignInDialog initial={{ studentId: 'S1', organization: 'Conservatory of Music' }} organizations={organizations} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Save and continue' : '保存并继续' }));
    expect(await screen.findByText((text) => text.includes(message))).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('needsProfile', () => {
  it('asks for what is missing, and nothing when the identity provider manages the identity', () => {
    expect(needsProfile({ studentId: null, organization: 'X' })).toBe(true);
    expect(needsProfile({ studentId: 'S1', organization: 'X' })).toBe(false);
    expect(needsProfile({ studentId: null, organization: null, identityManaged: true })).toBe(false);
    expect(lockedProfileFields({ studentId: ' ', organization: 'X' })).toEqual({ studentId: false, organization: true });
  });
});
