import type { z } from 'zod';
import { BeneficiaryCreateSchema } from './beneficiary.ts';
import { ConsentFieldsSchema, type ConsentRuleOptions, consentIssues } from './consent.ts';

/** A registration: the person's fields and, with them, their consent (decision 036). */
export const RegisterBeneficiarySchema = BeneficiaryCreateSchema.extend(ConsentFieldsSchema.shape);

/** The registration with the consent rules of the office's setting, on the day. */
export const registerBeneficiarySchema = (options: ConsentRuleOptions) =>
  RegisterBeneficiarySchema.superRefine((value, context) => {
    for (const issue of consentIssues(value, options))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type RegisterBeneficiaryInput = z.input<typeof RegisterBeneficiarySchema>;
export type RegisterBeneficiary = z.output<typeof RegisterBeneficiarySchema>;
