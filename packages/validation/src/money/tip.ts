import { z } from 'zod';
import { MONEY_LIMITS, MONEY_MESSAGES } from './money-messages.ts';

/** POST /api/rides/:id/tip: the ride's rider, once, after completion; all of it goes to the driver. */
export const tipSchema = z.object({
  amount: z
    .number({ error: MONEY_MESSAGES.tipOutOfRange })
    .int({ error: MONEY_MESSAGES.tipOutOfRange })
    .min(MONEY_LIMITS.tipMin, { error: MONEY_MESSAGES.tipOutOfRange })
    .max(MONEY_LIMITS.tipMax, { error: MONEY_MESSAGES.tipOutOfRange }),
});
export type TipInput = z.input<typeof tipSchema>;
