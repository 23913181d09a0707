import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRegistration, LtiEndedPage, LtiFramedPage, LtiRefusedPage, LtiRegisteredPage } from './lti-pages';

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

  it("ends a platform's registration with what happened, and tells the platform to close it", async () => {
    let closed = 0;
    const { unmount } = render(
      <MemoryRouter initialEntries={['/lti/registered?platform=Moodle%20(moodle.school.example)']}>
        <LtiRegisteredPage close={() => (closed += 1)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Auricle is registered' })).toBeInTheDocument();
    expect(screen.getByTestId('lti-registered')).toHaveTextContent('Moodle (moodle.school.example) can now open Auricle from its courses');
    screen.getByRole('button', { name: 'Done' }).click();
    expect(closed).toBe(1);
    unmount();
    await i18next.changeLanguage('zh-CN');
    render(
      <MemoryRouter initialEntries={['/lti/registered?reason=registration-expired']}>
        <LtiRegisteredPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '注册未能完成' })).toBeInTheDocument();
    expect(screen.getByTestId('lti-registered')).toHaveTextContent('此注册 URL 已被使用或已过期');
  });

  it("posts the close message to the platform's window that opened it, or to the frame's parent", () => {
    const messages: unknown[] = [];
    const platform = { postMessage: (message: unknown, origin: string) => messages.push([message, origin]) };
    closeRegistration({ opener: platform, parent: null } as unknown as Window);
    const framed = { opener: null, parent: platform } as unknown as Window;
    closeRegistration(framed);
    expect(messages).toEqual([
      [{ subject: 'org.imsglobal.lti.close' }, '*'],
      [{ subject: 'org.imsglobal.lti.close' }, '*'],
    ]);
  });
});
