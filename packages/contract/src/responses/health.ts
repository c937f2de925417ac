import { z } from 'zod';

export const HealthResponseSchema = z.object({ Status: z.literal(true) });
