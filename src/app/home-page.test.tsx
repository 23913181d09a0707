import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient } from '../../tests/helpers/fake-auth-client';
import { AuthSessionProvider, createAuthSession } from '../auth';
import { ADMIN_PERMISSION, setSignedIn, setSignedOut } from '../session';
import { HomePage } from './home-page';

vi.mock('../schedules/teacher-home', () => ({ TeacherHome: () => <p data-testid="teacher-home">Teacher home</p> }));
vi.mock('../schedules/student-schedules', () => ({ StudentSchedules: () => <p data-testid="student-schedules">Your exams</p> }));

function renderHome() {
  render(
    <AuthSessionProvider session={createAuthSession(createFakeAuthClient())}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </AuthSessionProvider>,
  );
}

describe('HomePage', () => {
  it("shows a signed-in student their scheduled exams above the areas", async () => {
    setSignedIn({ sub: 'demo|student-li', name: 'Li Ming' }, []);
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Li Ming');
    // The list is a chunk of its own, loaded for a signed-in student only.
    const schedules = await screen.findByTestId('student-schedules', undefined, { timeout: 8000 });
    expect(schedules.compareDocumentPosition(screen.getByRole('heading', { name: 'What you can train' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('teacher-home')).not.toBeInTheDocument();
  });

  it('shows no scheduled exams to a visitor who is not signed in', () => {
    setSignedOut();
    renderHome();
    expect(screen.getByRole('button', { name: 'Sign in to start training' })).toBeInTheDocument();
    expect(screen.queryByTestId('student-schedules')).not.toBeInTheDocument();
  });

  it("gives a read:admin holder the teacher's home instead of the student's", async () => {
    setSignedIn({ sub: 'demo|teacher', name: 'Wang' }, [ADMIN_PERMISSION]);
    renderHome();
    expect(await screen.findByTestId('teacher-home')).toBeInTheDocument();
    expect(screen.queryByTestId('student-schedules')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What you can train' })).not.toBeInTheDocument();
  });
});
