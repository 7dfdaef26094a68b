import { defineJob, defineSchedule, MINUTE_MS } from '../../platform/jobs/index.ts';
import { sendEventReminders } from './event-service.ts';

/** The day-before reminders of investor events, as messages; each goes once across processes. */
export const eventRemindersJob = defineJob({
  name: 'events.send-reminders',
  retry: { attempts: 3 },
  timeoutMs: 60_000,
  handler: async (ctx) => {
    await sendEventReminders(ctx);
  },
});

export const siteSchedules = [
  defineSchedule({
    name: 'events.send-reminders.every-5-minutes',
    job: eventRemindersJob,
    every: 5 * MINUTE_MS,
  }),
];
export const siteJobs = [eventRemindersJob];
