/** `GET`/`PUT /api/me`: the signed-in user's profile. */
import { Type, type Static } from 'typebox';
import { closedObject, nullable } from '../shared/common-schemas';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from './identity-limits';

export const MeSchema = closedObject({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  studentId: nullable(Type.String()),
  organization: nullable(Type.String()),
  permissions: Type.Array(Type.String()),
  /** True when the identity provider's token supplies organization and student id: nobody edits them here. */
  identityManaged: Type.Boolean(),
});
export type Me = Static<typeof MeSchema>;

/** First sign-in: sets what is unset; repeating the stored values is harmless, changing them is refused. */
export const UpdateMeRequestSchema = Type.Object(
  {
    studentId: Type.String({ minLength: 1, maxLength: STUDENT_ID_MAX_LENGTH }),
    organization: Type.String({ minLength: 1, maxLength: ORGANIZATION_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type UpdateMeRequest = Static<typeof UpdateMeRequestSchema>;

export const meRoutes = {
  me: { method: 'GET', url: '/me', schema: { response: { 200: MeSchema } } },
  updateMe: { method: 'PUT', url: '/me', schema: { body: UpdateMeRequestSchema, response: { 200: MeSchema } } },
} as const;
