/** `/api/organizations`: everyone signed in lists them; teachers add, rename and delete them. */
import { Type, type Static } from 'typebox';
import { closedObject } from '../shared/common-schemas';

export const OrganizationSchema = closedObject({ id: Type.Integer(), name: Type.String() });
export type Organization = Static<typeof OrganizationSchema>;

/** The shape only: the handler trims the name and checks its length, with a message naming the field. */
export const OrganizationNameRequestSchema = Type.Object({ name: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export type OrganizationNameRequest = Static<typeof OrganizationNameRequestSchema>;

export const OrganizationIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

export const organizationRoutes = {
  list: { method: 'GET', url: '/organizations', schema: { response: { 200: Type.Array(OrganizationSchema) } } },
  add: { method: 'POST', url: '/organizations', schema: { body: OrganizationNameRequestSchema, response: { 201: OrganizationSchema } } },
  rename: {
    method: 'PATCH',
    url: '/organizations/:id',
    schema: { params: OrganizationIdParamsSchema, body: OrganizationNameRequestSchema, response: { 200: OrganizationSchema } },
  },
  remove: { method: 'DELETE', url: '/organizations/:id', schema: { params: OrganizationIdParamsSchema, response: { 204: Type.Null() } } },
} as const;
