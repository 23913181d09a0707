import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { ORGANIZATION_NAME_LIMITS, type Organization } from '../api-contract';
import { OrganizationsPage, type OrganizationsPageApi } from './organizations-page';
import { renderAt } from './schedules-test-harness';

/** An in-memory server: names are unique (without case), and an organization with students stays. */
function fakeApi(withStudents: readonly number[] = []) {
  const rows: Organization[] = [
    { id: 2, name: 'Institute of Acoustics' },
    { id: 1, name: 'Conservatory of Music' },
  ];
  let nextId = 3;
  const taken = (name: string, except?: number) => rows.some((o) => o.id !== except && o.name.toLowerCase() === name.toLowerCase());
  return {
    rows,
    listOrganizations: vi.fn<OrganizationsPageApi['listOrganizations']>(async () => [...rows]),
    createOrganization: vi.fn<OrganizationsPageApi['createOrganization']>(async (name) => {
      if (taken(name)) throw new ApiError(409, 'Organization exists', 'http', 'organization-exists');
      const created = { id: nextId++, name };
      rows.push(created);
      return created;
    }),
    renameOrganization: vi.fn<OrganizationsPageApi['renameOrganization']>(async (id, name) => {
      if (taken(name, id)) throw new ApiError(409, 'Organization exists', 'http', 'organization-exists');
      const row = rows.find((o) => o.id === id) as Organization;
      row.name = name;
      return { ...row };
    }),
    deleteOrganization: vi.fn<OrganizationsPageApi['deleteOrganization']>(async (id) => {
      if (withStudents.includes(id)) throw new ApiError(409, 'Organization has students', 'http', 'organization-in-use');
      rows.splice(rows.findIndex((o) => o.id === id), 1);
    }),
  };
}

const open = (api: OrganizationsPageApi) => renderAt(<OrganizationsPage api={api} />, '/organizations', '/organizations');

const names = () =>
  within(screen.getByRole('list', { name: 'Organizations' }))
    .getAllByTestId('organization-row')
    .map((row) => row.querySelector('p')?.textContent);

describe('OrganizationsPage', () => {
  it('lists the organizations by name and adds one', async () => {
    const api = fakeApi();
    open(api);
    await screen.findByText('Conservatory of Music');
    expect(names()).toEqual(['Conservatory of Music', 'Institute of Acoustics']);

    await userEvent.type(screen.getByRole('textbox', { name: 'New organization' }), '  Academy of Drama ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Academy of Drama');
    expect(api.createOrganization).toHaveBeenCalledWith('Academy of Drama');
    expect(names()).toEqual(['Academy of Drama', 'Conservatory of Music', 'Institute of Acoustics']);
    expect(screen.getByRole('textbox', { name: 'New organization' })).toHaveValue('');
  });

  it('takes no longer a name than the API accepts, adding or renaming', async () => {
    open(fakeApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Institute of Acoustics' }));
    for (const name of ['New organization', 'New name for Institute of Acoustics']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('maxlength', String(ORGANIZATION_NAME_LIMITS.max));
    }
  });

  it('refuses an empty name and a name that exists', async () => {
    const api = fakeApi();
    open(api);
    await screen.findByText('Conservatory of Music');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(api.createOrganization).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'New organization' }), 'conservatory of music');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An organization of that name exists already.')).toBeInTheDocument();
    expect(names()).toHaveLength(2);
  });

  it('renames one in place', async () => {
    const api = fakeApi();
    open(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Institute of Acoustics' }));
    const field = screen.getByRole('textbox', { name: 'New name for Institute of Acoustics' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Acoustics Institute');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Acoustics Institute');
    expect(api.renameOrganization).toHaveBeenCalledWith(2, 'Acoustics Institute');
    expect(names()).toEqual(['Acoustics Institute', 'Conservatory of Music']);
  });

  it('explains why an organization with students is not deleted, and deletes an empty one', async () => {
    const api = fakeApi([1]);
    open(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Conservatory of Music' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Students belong to this organization, so it cannot be deleted.');
    expect(names()).toEqual(['Conservatory of Music', 'Institute of Acoustics']);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Institute of Acoustics' }));
    await waitFor(() => expect(names()).toEqual(['Conservatory of Music']));
    expect(api.deleteOrganization).toHaveBeenCalledWith(2);
  });
});
