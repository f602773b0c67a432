import { Cron } from 'croner';
import { z } from 'zod';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const cronSpecSchema = z.object({
  type: z.literal('cron', { message: 'must be "cron"' }),
  cron: z
    .string({ message: 'is required' })
    .trim()
    .superRefine((c, ctx) => {
      if (c.split(/\s+/).length !== 6) {
        ctx.addIssue({ code: 'custom', message: 'must have exactly 6 fields, seconds first (e.g. "0 */5 * * * *")' });
        return;
      }
      try {
        new Cron(c, { mode: '6-part', paused: true });
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `is not a valid cron expression (${(error as Error).message})` });
      }
    }),
});

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isTimeZone, 'is not a known time zone (use an IANA name such as "Europe/Paris")');

/** The first fire strictly after `after`, or null when the expression never fires again. */
export function nextFire(cron: string, timezone: string, after: Date): Date | null {
  return new Cron(cron, { mode: '6-part', timezone, paused: true }).nextRun(after);
}
