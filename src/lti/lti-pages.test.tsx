import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LtiEndedPage, LtiFramedPage, LtiRefusedPage } from './lti-pages';

const refusedAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/lti/refused${search}`]}>
      <LtiRefusedPage />
    </MemoryRouter>,
  );

afterEach(() => i18next.changeLanguage('en'));

describe('the pages of a tab an LTI launch opened', () => {
  it('says why a launch was refused, what to do, and the code to give the teacher', () => {
    refusedAt('?reason=replayed');
    expect(screen.getByRole('heading', { level: 1, name: 'Auricle could not open from your course' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in was used already');
    expect(screen.getByTestId('lti-refused')).toHaveTextContent('give them this code: replayed');
  });

  it('reads a code it does not know as a refusal, in Chinese too', async () => {
    await i18next.changeLanguage('zh-CN');
    refusedAt('?reason=<script>');
    expect(screen.getByTestId('lti-refused')).toHaveAttribute('data-reason', 'unknown');
    expect(screen.getByRole('alert')).toHaveTextContent('Auricle 拒绝打开。');
  });

  it("in a course page's frame, opens Auricle in a window of its own with the launch's address", async () => {
    const opened: string[] = [];
    render(<LtiFramedPage open={(url) => opened.push(url)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Auricle opens in a window of its own' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Open Auricle' }).click();
    expect(opened).toEqual([window.location.href]);
    expect(await screen.findByText(/Auricle is open in another window/)).toBeInTheDocument();
  });

  it('sends the student back to the course once the session is over', () => {
    render(<LtiEndedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your session from the course has ended' })).toBeInTheDocument();
    expect(screen.getByTestId('lti-ended')).toHaveTextContent('open Auricle again from your course page');
  });
});
