import { z } from 'zod';

export const TEAM_PATH = '/team';

const count = z.number().int();
const ByPeriodSchema = z.object({ week: count, month: count, all: count });

/** A member of a manager's team and their work: registrations, enrolments made, uploads, last sign-in. */
export const TeamMemberSchema = z.object({
  user_id: z.number(),
  emp_id: z.string(),
  emp_name: z.string(),
  status_id: z.number(),
  /** People they registered (active and deactivated): this week (from Monday), this month, in all. */
  registrations: ByPeriodSchema,
  /** Live enrolments they made, by when they made them. */
  enrolments: ByPeriodSchema,
  uploads: count,
  last_sign_in_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamResponseSchema = z.object({
  Status: z.literal(true),
  data: z.object({
    /** Monday of this week and the first of this month (India's days): where the periods begin. */
    week_start: z.string(),
    month_start: z.string(),
    members: z.array(TeamMemberSchema),
  }),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;
