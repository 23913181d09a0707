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
  };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`) as HTMLInputElement;

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
    const user = userEvent.setup();
    render(<PlatformsPage api={api} />);
    await screen.findByTestId('tool-login');
    await user.type(field('loginUrl'), 'moodle.school.example/auth');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('An address beginning with https:// (or http://)')).toBeInTheDocument();
    expect(screen.getByText('At least one deployment ID')).toBeInTheDocument();
    expect(api.addLtiPlatform).not.toHaveBeenCalled();
  });

  it("registers a Moodle site from its URL, and says so; a second registration is refused with a reason", async () => {
    const taken = vi.fn<PlatformsPageApi['addLtiPlatform']>(async () => Promise.reject(new ApiError(409, 'taken', 'http')));
    const api = fakeApi();
    const user = userEvent.setup();
    const view = render(<PlatformsPage api={api} />);
    await screen.findByTestId('tool-login');
    await user.type(screen.getByRole('textbox', { name: 'Moodle site URL' }), 'https://moodle.school.example/');
    await user.click(screen.getByRole('button', { name: 'Fill in for Moodle' }));
    expect(field('tokenUrl')).toHaveValue('https://moodle.school.example/mod/lti/token.php');
    await user.type(field('name'), 'School Moodle');
    await user.type(field('clientId'), 'aBc123');
    await user.type(field('deploymentIds'), '1, 2 1');
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(screen.getByRole('option', { name: 'Conservatory of Music' }));
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

    view.unmount();
    render(<PlatformsPage api={{ ...api, addLtiPlatform: taken }} />);
    await screen.findByTestId('tool-login');
    await user.click(screen.getByRole('button', { name: 'Fill in for hosted Canvas' }));
    await user.type(field('name'), 'Canvas again');
    await user.type(field('clientId'), '10000000000001');
    await user.type(field('deploymentIds'), '7:abc');
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(screen.getByRole('option', { name: 'Institute of Acoustics' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A platform with this issuer and client ID is registered already.');
  });
});
