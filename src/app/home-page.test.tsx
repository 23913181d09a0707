import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient } from '../../tests/helpers/fake-auth-client';
import { AuthSessionProvider, createAuthSession } from '../auth';
import type { LearnerHomeProps } from '../progress';
import { ADMIN_PERMISSION, setSignedIn, setSignedOut } from '../session';
import { HomePage } from './home-page';

vi.mock('../schedules/teacher-home', () => ({ TeacherHome: () => <p data-testid="teacher-home">Teacher home</p> }));
// The learner's home has its own tests (src/progress); here it shows what the home page hands it.
vi.mock('../progress/learner-home', () => ({
  LearnerHome: ({ areaCards, howItWorks }: LearnerHomeProps) => (
    <div data-testid="learner-home">
      <div data-testid="learner-area-cards">{areaCards}</div>
      <div data-testid="learner-how-it-works">{howItWorks}</div>
    </div>
  ),
}));

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
  it('gives a signed-in student the learner home, with the plain area cards and the how-to to fall back on', async () => {
    setSignedIn({ sub: 'demo|student-li', name: 'Li Ming' }, []);
    renderHome();
    // A chunk of its own, loaded for a signed-in student only.
    await screen.findByTestId('learner-home', undefined, { timeout: 8000 });
    expect(within(screen.getByTestId('learner-area-cards')).getByRole('heading', { level: 3, name: 'Parametric equalization (EQ)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('learner-how-it-works')).getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to start training' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('teacher-home')).not.toBeInTheDocument();
  });

  it('shows a visitor who is not signed in what Auricle is, the areas and the way in', () => {
    setSignedOut();
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train your ears like an audio engineer');
    expect(screen.getByRole('button', { name: 'Sign in to start training' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you can train' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Parametric equalization (EQ)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByTestId('learner-home')).not.toBeInTheDocument();
  });

  it("gives a read:admin holder the teacher's home instead of the student's", async () => {
    setSignedIn({ sub: 'demo|teacher', name: 'Wang' }, [ADMIN_PERMISSION]);
    renderHome();
    expect(await screen.findByTestId('teacher-home')).toBeInTheDocument();
    expect(screen.queryByTestId('learner-home')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What you can train' })).not.toBeInTheDocument();
  });
});
