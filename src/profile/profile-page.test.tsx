import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Me, Organization } from '../api-contract';
import { ProfilePage } from './profile-page';

const LI: Me = {
  sub: 'demo|student-li',
  name: '李明 (Li Ming)',
  email: 'student@auricle.example',
  studentId: 'S2026001',
  organization: 'Conservatory of Music',
  permissions: [],
  identityManaged: false,
};

const ORGANIZATIONS: Organization[] = [
  { id: 1, name: 'Conservatory of Music' },
  { id: 2, name: 'Institute of Acoustics' },
];

function renderProfile(me: Me | (() => Promise<Me>)) {
  const load = vi.fn(typeof me === 'function' ? me : () => Promise.resolve(me));
  const loadOrganizations = vi.fn(() => Promise.resolve(ORGANIZATIONS));
  render(<ProfilePage load={load} loadOrganizations={loadOrganizations} />);
  return { load, loadOrganizations };
}

describe('ProfilePage', () => {
  it("shows a student's name, e-mail, student id and organization, locked as the first sign-in left them", async () => {
    renderProfile(LI);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('李明 (Li Ming)');
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-email')).toHaveTextContent('student@auricle.example');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('From your sign-in account');
    const studentId = screen.getByTestId('profile-student-id');
    expect(studentId).toHaveTextContent('S2026001');
    expect(studentId).toHaveTextContent('Only a teacher can change it.');
    expect(within(studentId).getByRole('img', { name: 'Read-only' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-organization')).toHaveTextContent('Conservatory of Music');
    expect(screen.getByTestId('profile-permission-student')).toHaveTextContent('Student: train, take exams');
    // Nothing to edit: no form, no field.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it("names a teacher's permission, and says when the school's sign-in manages the identity", async () => {
    renderProfile({ ...LI, permissions: ['read:admin', 'x:custom'], identityManaged: true });
    expect(await screen.findByTestId('profile-permission-read:admin')).toHaveTextContent(/^read:admin.*Teacher: sees every student’s results/);
    expect(screen.getByTestId('profile-permission-x:custom')).toHaveTextContent('x:custom');
    expect(screen.getByTestId('profile-organization')).toHaveTextContent('Managed by your school’s sign-in.');
  });

  it('completes a profile that lacks its student id with the first sign-in form, the organization locked', async () => {
    const user = userEvent.setup({ delay: null });
    const { loadOrganizations } = renderProfile({ ...LI, studentId: null });
    const studentId = await screen.findByTestId('profile-student-id');
    expect(studentId).toHaveTextContent('Not set yet');
    expect(within(studentId).queryByRole('img', { name: 'Read-only' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete your profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' }, { timeout: 8000 });
    expect(loadOrganizations).toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Student ID' })).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Organization' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Organization' })).toHaveValue('Conservatory of Music');
  });

  it('offers another try when the profile cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { load } = renderProfile(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(LI)));
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('李明');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    renderProfile(LI);
    expect(await screen.findByRole('heading', { level: 1, name: '个人资料' })).toBeInTheDocument();
    // The heading shows while the profile still loads.
    expect(await screen.findByTestId('profile-student-id')).toHaveTextContent('学号S2026001');
    expect(screen.getByTestId('profile-organization')).toHaveTextContent('之后只有老师可以修改');
  });
});
