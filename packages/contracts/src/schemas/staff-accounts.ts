import { Type, type Static } from 'typebox';
import { USER_NAME_MAX, USER_NAME_MIN } from '../validation';
import { STAFF_ROLES, STAFF_STATES, type StaffRole, type StaffState } from '../staff-roles';
import { Email, literals, Nullable, StringOf } from './fields';

// Staff accounts (docs/api.md 'Staff accounts'), for 管理员 only.

/** One or more roles, each once (the server stores them in canonical order). */
export const StaffRoles = Type.Array(literals(STAFF_ROLES), {
  minItems: 1,
  // a repeated role is kept once
  maxItems: STAFF_ROLES.length * 2,
});

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
  roles: Type.Array(StringOf<StaffRole>()),
  state: StringOf<StaffState>(),
  invitedAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffAccountQuery = Type.Object({
  /** Part of the e-mail or the name. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(literals(STAFF_STATES)),
});
export type StaffAccountQuery = Static<typeof StaffAccountQuery>;

export const StaffInviteBody = Type.Object({
  email: Email,
  userName: Type.String({ minLength: USER_NAME_MIN, maxLength: USER_NAME_MAX }),
  roles: StaffRoles,
});
export type StaffInviteBody = Static<typeof StaffInviteBody>;

export const StaffRolesBody = Type.Object({ roles: StaffRoles });
export type StaffRolesBody = Static<typeof StaffRolesBody>;

export const StaffDisabledBody = Type.Object({ disabled: Type.Boolean() });
export type StaffDisabledBody = Static<typeof StaffDisabledBody>;
