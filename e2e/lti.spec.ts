/**
 * Auricle in a school's course (LTI 1.3), in a real browser against the real servers and a mock
 * learning platform (server/api/lti/testing/mock-platform.ts): a teacher registers the platform
 * on the Learning platforms page; a learner opens the scheduled exam from the course, without an
 * account of Auricle's, and takes it; the course's gradebook receives the counted score by itself,
 * and the teacher's results say it was sent. An instructor, in the frame of the course's activity
 * chooser, sets a new exam for the course and links it (deep linking).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { OfficialExam, OfficialExamSchedule, Organization, SubmissionReceipt } from '../src/api-contract/index.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { LTI_CLAIMS } from '../server/api/lti/lti-claims.ts';
import { INSTRUCTOR, startMockPlatform, type MockPlatform } from '../server/api/lti/testing/mock-platform.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { answerOfficialEqQuestions } from './helpers/eq-official-answers.ts';
import { tokenOf } from './helpers/capture-token.ts';

const FIRST_PAINT = { timeout: 30_000 };

let platform: MockPlatform;
test.beforeAll(async () => {
  platform = await startMockPlatform({
    // Unique per run: a platform is registered once per issuer and client id.
    clientId: `auricle-${Date.now().toString(36)}`,
    toolKeySet: async () => (await fetch(`${e2eUrls.apiBase}lti/jwks`)).json(),
  });
});
test.afterAll(() => platform.close());

async function teacherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: authStateFile('teacher') });
  return context.newPage();
}

/** The teacher registers the mock platform for the Conservatory on the Learning platforms page. */
async function registerPlatform(teacher: Page): Promise<void> {
  await teacher.goto('/platforms');
  const page = teacher.getByTestId('platforms-page');
  await expect(page.getByTestId('tool-login')).toHaveValue(`${e2eUrls.apiBase}lti/login`, FIRST_PAINT);
  const registration = platform.registration(0);
  const field = (name: string) => page.locator(`[data-field="${name}"]`);
  await field('name').fill('Course platform');
  await field('issuer').fill(registration.issuer);
  await field('clientId').fill(registration.clientId);
  await field('loginUrl').fill(registration.loginUrl);
  await field('tokenUrl').fill(registration.tokenUrl);
  await field('jwksUrl').fill(registration.jwksUrl);
  await field('deploymentIds').fill(registration.deploymentIds.join(' '));
  await page.getByRole('form', { name: 'Register a platform' }).getByRole('combobox', { name: 'Organization' }).click();
  await teacher.getByRole('option', { name: 'Conservatory of Music' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toContainText('Course platform is registered');
}

async function conservatory(teacher: string): Promise<Organization> {
  const organizations = (await (await fetch(`${e2eUrls.apiBase}organizations`, { headers: { Authorization: teacher } })).json()) as Organization[];
  return organizations.find((o) => o.name === 'Conservatory of Music') as Organization;
}

async function scheduleExam(): Promise<OfficialExamSchedule> {
  const teacher = await tokenOf('teacher');
  const organization = await conservatory(teacher);
  const created = await fetch(`${e2eUrls.apiBase}official-exam-schedules`, {
    method: 'POST',
    headers: { Authorization: teacher, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      area: 'eq',
      title: `Course EQ quiz ${Date.now().toString(36)}`,
      organizations: [organization.id],
      settings: eqDefinition.officialExam.settings,
      questionCount: 3,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      timeLimitSeconds: 1800,
      attempts: 1,
      counts: 'best',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await created.json()) as OfficialExamSchedule;
}

test('a learner opens a scheduled exam from the course, takes it, and the gradebook receives the counted score', async ({ browser }) => {
  test.slow();
  const teacher = await teacherPage(browser);
  await registerPlatform(teacher);
  const schedule = await scheduleExam();

  // The course's link: the platform starts the login, its authorization endpoint posts the launch.
  const target = `${e2eUrls.appOrigin}/eq?schedule=${schedule.id}`;
  const suffix = Date.now().toString(36);
  platform.nextLaunch = {
    user: { sub: `moodle-${suffix}`, name: 'Lin Yue', email: `lin.${suffix}@school.example`, sourcedId: `S-LTI-${suffix}` },
    targetLinkUri: target,
    claims: { [LTI_CLAIMS.gradeService]: platform.gradeService('1') },
  };
  const learner = await (await browser.newContext()).newPage();
  await learner.goto(`${e2eUrls.apiBase}lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: `moodle-${suffix}`, target_link_uri: target }).toString()}`);

  // Signed in from the launch, with the platform's organization and student id: no first sign-in form.
  await expect(learner).toHaveURL(new RegExp(`/eq\\?schedule=${schedule.id}$`), FIRST_PAINT);
  const examPage = learner.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-mode', 'official', FIRST_PAINT);
  await expect(learner.getByRole('dialog')).toHaveCount(0);
  await expect(learner.getByTestId(`schedule-${schedule.id}`)).toHaveAttribute('aria-current', 'true', FIRST_PAINT);
  const issued = learner.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}official-exams` && r.ok());
  await learner.getByTestId('exam-primary-action').click();
  expect(((await (await issued).json()) as OfficialExam).scheduleId).toBe(schedule.id);
  const submitted = learner.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.ok());
  await answerOfficialEqQuestions(learner, 3);
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const receipt = (await (await submitted).json()) as SubmissionReceipt;

  // The API posts the score to the line item by itself (every 10 s).
  await expect.poll(() => platform.scores.length, { message: 'the gradebook receives the score', timeout: 30_000 }).toBe(1);
  expect(platform.scores[0]).toMatchObject({
    lineitem: platform.gradeService('1').lineitem,
    body: { userId: `moodle-${suffix}`, scoreGiven: receipt.score, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
  });

  // The teacher's results: the student from the course, their score sent to the gradebook.
  await teacher.goto(`/schedules/${schedule.id}`);
  const row = teacher.getByTestId('schedule-students').getByRole('row').filter({ hasText: `S-LTI-${suffix}` });
  await expect(row).toContainText('Lin Yue', FIRST_PAINT);
  await expect(row.locator('[data-gradebook="sent"]')).toBeVisible();
  await expect(teacher.getByTestId('gradebook-counts')).toContainText('1 sent');
  await teacher.context().close();
  await learner.context().close();
});

test("an instructor, in the frame of the course's activity chooser, sets a new exam and links it with its gradebook column", async ({ browser }) => {
  test.slow();
  // A platform of its own, registered over the API: the test above registers its own on the page.
  const chooser = await startMockPlatform({ clientId: `auricle-dl-${Date.now().toString(36)}`, toolKeySet: async () => (await fetch(`${e2eUrls.apiBase}lti/jwks`)).json() });
  try {
    const teacherToken = await tokenOf('teacher');
    const registered = await fetch(`${e2eUrls.apiBase}lti/platforms`, {
      method: 'POST',
      headers: { Authorization: teacherToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...chooser.registration((await conservatory(teacherToken)).id), name: 'Course chooser' }),
    });
    expect(registered.status).toBe(201);
    const suffix = Date.now().toString(36);
    chooser.nextLaunch = { user: { sub: `moodle-teacher-${suffix}`, name: 'Karin Berg', roles: [INSTRUCTOR] }, targetLinkUri: `${e2eUrls.appOrigin}/`, claims: chooser.deepLinkingClaims(`chooser-${suffix}`) };
    const login = `${e2eUrls.apiBase}lti/login?${new URLSearchParams({ iss: chooser.issuer, login_hint: `moodle-teacher-${suffix}`, target_link_uri: `${e2eUrls.appOrigin}/` }).toString()}`;
    const instructor = await (await browser.newContext()).newPage();
    await instructor.goto(chooser.courseFrameUrl(login));

    // In the platform's frame, signed in from the launch: the course's choice.
    const frame = instructor.frameLocator('iframe[title="Auricle"]');
    await expect(frame.getByRole('heading', { name: 'Add Auricle to Critical Listening I' })).toBeVisible(FIRST_PAINT);
    await frame.getByRole('link', { name: 'Set a new exam' }).click();

    // A new exam for the course's organization, set in the frame.
    const form = frame.getByTestId('schedule-form-page');
    const title = `Course exam ${suffix}`;
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(form.getByRole('checkbox', { name: 'Conservatory of Music' })).toBeChecked();
    await expect(form.getByRole('checkbox')).toHaveCount(1);
    const created = instructor.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}official-exam-schedules` && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Schedule the exam' }).click();
    const schedule = (await (await created).json()) as OfficialExamSchedule;

    // Back at the choice, the new exam chosen under its title; added, the platform takes the link.
    await expect(frame.getByRole('radio', { name: new RegExp(title) })).toBeChecked(FIRST_PAINT);
    await expect(frame.getByTestId('deep-link-title')).toHaveValue(title);
    await frame.getByRole('button', { name: 'Add to the course' }).click();
    await expect(frame.getByTestId('mock-deep-link-added')).toHaveText('1 activity added', FIRST_PAINT);
    expect(chooser.deepLinks).toHaveLength(1);
    expect(chooser.deepLinks[0]).toMatchObject({
      data: `chooser-${suffix}`,
      contentItems: [
        {
          type: 'ltiResourceLink',
          title,
          url: `${e2eUrls.appOrigin}/eq?schedule=${schedule.id}`,
          lineItem: { scoreMaximum: 100, label: title, resourceId: schedule.id, tag: 'auricle-scheduled-exam' },
        },
      ],
    });
    await instructor.context().close();
  } finally {
    await chooser.close();
  }
});
