/** `GET /api/users`, `PATCH /api/users/:sub` (read:admin): students' identities. */
import { Type, type Static } from 'typebox';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../me/identity-limits';
import { closedObject, nullable, pageOf, positiveIntQuery, TimeSchema } from '../shared/common-schemas';
import { USER_SEARCH_MAX_LENGTH } from './user-limits';

/** A user as the admin's student-identity page lists them. */
export const UserIdentitySchema = closedObject({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  studentId: nullable(Type.String()),
  organization: nullable(Type.String()),
  /** Who set the identity last; null for profiles older than the rule. */
  identitySource: nullable(Type.Enum(['student', 'admin', 'provider'], { type: 'string' })),
  identitySetAt: nullable(TimeSchema),
  /** The sub of whoever set it last. */
  identitySetBy: nullable(Type.String()),
  /** Another user of the organization holds the same student id (stored before ids were unique). */
  conflict: Type.Boolean(),
});
export type UserIdentity = Static<typeof UserIdentitySchema>;

export const UserIdentityPageSchema = pageOf(UserIdentitySchema);

export const UserIdentityQuerySchema = Type.Object(
  {
    organization: Type.Optional(Type.String({ maxLength: ORGANIZATION_MAX_LENGTH })),
    /** Part of the name, e-mail or student id. */
    q: Type.Optional(Type.String({ maxLength: USER_SEARCH_MAX_LENGTH })),
    page: Type.Optional(positiveIntQuery(1)),
    pageSize: Type.Optional(positiveIntQuery(20)),
  },
  { additionalProperties: false },
);
/** The query as the client builds it: numbers, which the URL carries as text. */
export type UserIdentityQuery = Omit<Static<typeof UserIdentityQuerySchema>, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

/** A user's `sub` in a path. */
export const UserSubParamsSchema = Type.Object({ sub: Type.String({ minLength: 1, maxLength: 255 }) });

/** What is left out stays. */
export const UpdateUserIdentityRequestSchema = Type.Object(
  {
    studentId: Type.Optional(Type.String({ minLength: 1, maxLength: STUDENT_ID_MAX_LENGTH })),
    organization: Type.Optional(Type.String({ minLength: 1, maxLength: ORGANIZATION_MAX_LENGTH })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserIdentityRequest = Static<typeof UpdateUserIdentityRequestSchema>;

export const userRoutes = {
  list: { method: 'GET', url: '/users', schema: { querystring: UserIdentityQuerySchema, response: { 200: UserIdentityPageSchema } } },
  update: {
    method: 'PATCH',
    url: '/users/:sub',
    schema: { params: UserSubParamsSchema, body: UpdateUserIdentityRequestSchema, response: { 200: UserIdentitySchema } },
  },
} as const;
