import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LtiPlatform, LtiPlatformRequest } from '../api-contract';
import { ApiError } from '../lib/api-client';
import { PlatformsPage, type PlatformsPageApi } from './platforms-page';

const TOOL = { loginUrl: 'https://auricle.example/api/lti/login', launchUrl: 'https://auricle.example/api/lti/launch', jwksUrl: 'https://auricle.example/api/lti/jwks' };
const CANVAS: LtiPlatform = {
  id: 1,
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '10000000000001',
  loginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  tokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
  jwksUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
  deploymentIds: ['7:abc'],
  organizationId: 2,
  organization: 'Institute of Acoustics',
};

function fakeApi(add: PlatformsPageApi['addLtiPlatform'] = async (request) => ({ ...request, id: 9, organization: 'Conservatory of Music' })) {
  return {
    fetchLtiTool: vi.fn<PlatformsPageApi['fetchLtiTool']>(async () => TOOL),
    listLtiPlatforms: vi.fn<PlatformsPageApi['listLtiPlatforms']>(async () => [CANVAS]),
    listOrganizationsForPlatforms: vi.fn<PlatformsPageApi['listOrganizationsForPlatforms']>(async () => [
      { id: 1, name: 'Conservatory of Music' },
      { id: 2, name: 'Institute of Acoustics' },
    ]),
    addLtiPlatform: vi.fn(add),
    updateLtiPlatform: vi.fn<PlatformsPageApi['updateLtiPlatform']>(async (id, request) => ({ ...request, id, organization: 'Institute of Acoustics' })),
    removeLtiPlatform: vi.fn<PlatformsPageApi['removeLtiPlatform']>(async () => undefined),
    inviteLtiRegistration: vi.fn<PlatformsPageApi['inviteLtiRegistration']>(async () => ({
      url: 'https://auricle.example/api/lti/register/secret-1',
      organization: 'Institute of Acoustics',
      expiresAt: '2026-12-07T09:00:00.000Z',
    })),
  };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`) as HTMLInputElement;

type User = ReturnType<typeof userEvent.setup>;

/** One paste, not a key press per character: the page's fields hold long URLs. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function pick(user: User, organization: string) {
  await user.click(within(screen.getByRole('form', { name: 'Register a platform' })).getByRole('combobox', { name: 'Organization' }));
  await user.click(screen.getByRole('option', { name: organization }));
}

describe('the learning platforms page', () => {
  it("gives the tool's addresses for Moodle and Canvas, and lists the platforms registered", async () => {
    render(<PlatformsPage api={fakeApi()} />);
    expect(await screen.findByTestId('tool-login')).toHaveValue(TOOL.loginUrl);
    expect(screen.getByTestId('tool-launch')).toHaveValue(TOOL.launchUrl);
    expect(screen.getByTestId('tool-jwks')).toHaveValue(TOOL.jwksUrl);
    expect(JSON.parse((screen.getByTestId('canvas-json') as HTMLInputElement).value)).toMatchObject({ oidc_initiation_url: TOOL.loginUrl, public_jwk_url: TOOL.jwksUrl });
    const table = screen.getByRole('table', { name: 'Registered platforms' });
    expect(within(table).getByRole('row', { name: /Canvas https:\/\/canvas.instructure.com 10000000000001 7:abc Institute of Acoustics/ })).toBeInTheDocument();
  });

  it('says what is missing or wrong in a registration, sending nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<PlatformsPage api={api} />);
    await screen.findByTestId('tool-login');
    await paste(user, field('loginUrl'), 'moodle.school.example/auth');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('An address beginning with https:// (or http://)')).toBeInTheDocument();
    expect(screen.getByText('At least one deployment ID')).toBeInTheDocument();
    expect(api.addLtiPlatform).not.toHaveBeenCalled();
  });

  it('registers a Moodle site from its URL, and says so', async () => {
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<PlatformsPage api={api} />);
    await screen.findByTestId('tool-login');
    await paste(user, screen.getByRole('textbox', { name: 'Moodle site URL' }), 'https://moodle.school.example/');
    await user.click(screen.getByRole('button', { name: 'Fill in for Moodle' }));
    expect(field('tokenUrl')).toHaveValue('https://moodle.school.example/mod/lti/token.php');
    await paste(user, field('name'), 'School Moodle');
    await paste(user, field('clientId'), 'aBc123');
    await paste(user, field('deploymentIds'), '1, 2 1');
    await pick(user, 'Conservatory of Music');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('School Moodle is registered');
    expect(api.addLtiPlatform).toHaveBeenCalledWith<[LtiPlatformRequest]>({
      name: 'School Moodle',
      issuer: 'https://moodle.school.example',
      clientId: 'aBc123',
      loginUrl: 'https://moodle.school.example/mod/lti/auth.php',
      tokenUrl: 'https://moodle.school.example/mod/lti/token.php',
      jwksUrl: 'https://moodle.school.example/mod/lti/certs.php',
      deploymentIds: ['1', '2'],
      organizationId: 1,
    });
    expect(within(screen.getByRole('table', { name: 'Registered platforms' })).getByText('School Moodle')).toBeInTheDocument();
  });

  it('says why a second registration of a platform is refused', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PlatformsPage api={fakeApi(async () => Promise.reject(new ApiError(409, 'taken', 'http')))} />);
    await screen.findByTestId('tool-login');
    await user.click(screen.getByRole('button', { name: 'Fill in for hosted Canvas' }));
    await paste(user, field('name'), 'Canvas again');
    await paste(user, field('clientId'), '10000000000001');
    await paste(user, field('deploymentIds'), '7:abc');
    await pick(user, 'Institute of Acoustics');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A platform with this issuer and client ID is registered already.');
  });

  it('makes a registration URL for an organization, for a platform that registers itself (Moodle 4.1 or later)', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    render(<PlatformsPage api={api} />);
    const section = await screen.findByRole('region', { name: 'Register from one URL' });
    const make = within(section).getByRole('button', { name: 'Make a registration URL' });
    expect((make as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(section).getByRole('combobox', { name: 'Organization' }));
    await user.click(screen.getByRole('option', { name: 'Institute of Acoustics' }));
    await user.click(make);
    expect(api.inviteLtiRegistration).toHaveBeenCalledWith(2);
    expect((await within(section).findByTestId('registration-url')).getAttribute('value')).toBe('https://auricle.example/api/lti/register/secret-1');
    expect(within(section).getByTestId('registration-expiry').textContent).toMatch(/^It works once, until Dec 7, 2026/);
  });

  it("corrects a platform's registration (another deployment) in the form, and removes one after saying what goes with it", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    render(<PlatformsPage api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Canvas' }));
    const form = screen.getByRole('form', { name: 'Correct Canvas' });
    expect(field('clientId').value).toBe(CANVAS.clientId);
    await paste(user, field('deploymentIds'), ' 9:def');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.updateLtiPlatform).toHaveBeenCalledWith(1, expect.objectContaining({ clientId: CANVAS.clientId, deploymentIds: ['7:abc', '9:def'], organizationId: 2 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Canvas is saved.');
    expect(screen.getByRole('form', { name: 'Register a platform' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Registered platforms' })).getByText('7:abc, 9:def')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Canvas' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Canvas?' });
    expect(dialog).toHaveTextContent('students and their results stay');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.removeLtiPlatform).toHaveBeenCalledWith(1);
    expect(await screen.findByText('No platform is registered yet.')).toBeInTheDocument();
  });
});
