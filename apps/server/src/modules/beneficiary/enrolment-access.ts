import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../accounts/sessions.ts';
import { AppError } from '../../lib/app-error.ts';

/** The caller as the enrolment rule sees them: permissions are those read for this request. */
export interface EnrolmentActor {
  readonly userId: number;
  /** Holds `enrolment-admin` (or the wildcard): may change every enrolment. */
  readonly changesAny: boolean;
  /** Holds `beneficiary-admin` (or the wildcard): may correct and deactivate every beneficiary. */
  readonly correctsAny: boolean;
}

/** A caller who may change no enrolment (user ids start at 1): for reads made without a user, like the bench's. */
export const NO_ENROLMENT_ACTOR: EnrolmentActor = { userId: 0, changesAny: false, correctsAny: false };

export const enrolmentActor = (auth: Pick<AuthContext, 'userId' | 'permissions'>): EnrolmentActor => ({
  userId: auth.userId,
  changesAny: allowsPermission(auth.permissions, PERMISSIONS.enrolmentAdmin),
  correctsAny: allowsPermission(auth.permissions, PERMISSIONS.beneficiaryAdmin),
});

/**
 * The one statement of who may edit or delete an enrolment: the user who created it, or one holding
 * `enrolment-admin`. A condition on `beneficiary_programs` aliased `bp`, evaluated by the database in
 * the statement that changes the row (or locks it for the change) and in the details answer's
 * `can_change`, so what a card offers and what the server allows are the same rule.
 */
export const mayChangeEnrolment = (actor: EnrolmentActor): SQL =>
  sql`(${actor.changesAny}::boolean OR bp.created_by = ${actor.userId}::int)`;

/**
 * The one statement of who may correct or deactivate a beneficiary: the user who registered them, or
 * one holding `beneficiary-admin`. A condition on `beneficiaries` aliased `b`, used by the change
 * itself and by the details answer's `can_edit`.
 */
export const mayCorrectBeneficiary = (actor: EnrolmentActor): SQL =>
  sql`(${actor.correctsAny}::boolean OR b.created_by = ${actor.userId}::int)`;

/** The answer to a change the rule refuses. */
export class EnrolmentForbidden extends AppError {
  constructor() {
    super('forbidden');
  }
}
