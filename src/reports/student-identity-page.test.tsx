import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import type { Page, UpdateUserIdentityRequest, UserIdentity, UserIdentityQuery } from '../api-contract';
import type { StudentIdentityApi } from './student-identity-api';
import { StudentIdentityPage } from './student-identity-page';
import { fakeServices, renderWithServices } from './test-harness';

const ORGANIZATIONS = [
  { id: 1, name: 'Conservatory of Music' },
  { id: 2, name: 'Institute of Acoustics' },
];

const person = (sub: string, name: string, studentId: string, organization: string, extra: Partial<UserIdentity> = {}): UserIdentity => ({
  sub,
  name,
  email: `${sub}@uni.example`,
  studentId,
  organization,
  identitySource: 'student',
  identitySetAt: '2026-03-01T09:00:00.000Z',
  identitySetBy: sub,
  conflict: false,
  ...extra,
});

function fakeApi(users: UserIdentity[]) {
  const list = vi.fn(async (query: UserIdentityQuery): Promise<Page<UserIdentity>> => {
    const rows = users
      .filter((u) => !query.organization || u.organization === query.organization)
      .filter((u) => !query.q || `${u.name} ${u.email} ${u.studentId}`.toLowerCase().includes(query.q.toLowerCase()));
    return { rows, total: rows.length, page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
  });
  const update = vi.fn(async (sub: string, changes: UpdateUserIdentityRequest): Promise<UserIdentity> => {
    const taken = users.some(
      (u) => u.sub !== sub && u.organization === changes.organization && u.studentId?.toLowerCase() === changes.studentId?.toLowerCase(),
    );
    if (taken) throw new ApiError(409, 'Student id is already used', 'http', 'student-id-taken');
    const index = users.findIndex((u) => u.sub === sub);
    const updated = { ...users[index], ...changes, identitySource: 'admin' } as UserIdentity;
    users[index] = updated;
    return updated;
  });
  const api: StudentIdentityApi = { list, update, organizations: async () => ORGANIZATIONS };
  return { api, list, update };
}

const USERS = () => [
  person('anna', 'Anna Berg', 'C-001', 'Conservatory of Music'),
  person('li', '李明', 'C-002', 'Conservatory of Music', { conflict: true }),
  person('garcia', 'Ana García', 'I-001', 'Institute of Acoustics', { identitySource: 'provider' }),
];

describe('StudentIdentityPage', () => {
  it('lists students, flags duplicates, and has no change button for provider-managed ones', async () => {
    const { api } = fakeApi(USERS());
    renderWithServices(<StudentIdentityPage api={api} />, '/totalreport/students', fakeServices());
    const table = await screen.findByRole('table', { name: 'Students' });
    await within(table).findByText('Anna Berg');
    const liRow = within(table).getByText('李明').closest('tr');
    expect(liRow && within(liRow).getByText('Duplicate')).toBeInTheDocument();
    const garciaRow = within(table).getByText('Ana García').closest('tr');
    expect(garciaRow && within(garciaRow).getByText('Managed by the identity provider')).toBeInTheDocument();
    expect(garciaRow && within(garciaRow).queryByRole('button')).toBeNull();
    expect(within(table).getAllByText(/^by the student, /)).toHaveLength(2);
  });

  it('searches by text and organization through the URL', async () => {
    const user = userEvent.setup();
    const { api, list } = fakeApi(USERS());
    const { search } = renderWithServices(<StudentIdentityPage api={api} />, '/totalreport/students', fakeServices());
    await screen.findByText('Anna Berg');
    await user.type(screen.getByRole('searchbox', { name: 'Name, e-mail or student ID' }), 'c-00');
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Conservatory of Music' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search().get('q')).toBe('c-00'));
    expect(search().get('organization')).toBe('Conservatory of Music');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'c-00', organization: 'Conservatory of Music' }), expect.anything()));
    await waitFor(() => expect(screen.queryByText('Ana García')).toBeNull());
  });

  it('changes a student id, and says in the current language when another student holds it', async () => {
    const user = userEvent.setup();
    const { api, update, list } = fakeApi(USERS());
    renderWithServices(<StudentIdentityPage api={api} />, '/totalreport/students', fakeServices(), 'zh-CN');
    await user.click(await screen.findByRole('button', { name: '修改Anna Berg的学校或机构和学号' }));
    const dialog = screen.getByRole('dialog', { name: '修改Anna Berg的身份信息' });
    const studentId = within(dialog).getByRole('textbox', { name: /学号/ });
    await user.clear(studentId);
    await user.type(studentId, 'c-002');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('Conservatory of Music已有其他学生使用学号 c-002。请换一个学号，或先修改另一位学生的学号。')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('anna', { studentId: 'c-002', organization: 'Conservatory of Music' });

    const calls = list.mock.calls.length;
    await user.clear(studentId);
    await user.type(studentId, ' C-010 ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).toHaveBeenLastCalledWith('anna', { studentId: 'C-010', organization: 'Conservatory of Music' });
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
    expect(await screen.findByText('C-010')).toBeInTheDocument();
  });
});
