import { z } from 'zod';
import { notificationKinds } from '../notifications.js';

export const notificationSchema = z.object({
  /** Stable while the thing is unchanged: a new payment waiting makes a new, unread one. */
  notificationid: z.string(),
  kind: z.enum(notificationKinds),
  /** The English text; the web app shows the same kind and params in the user's language. */
  text: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where to act, inside the app. */
  link: z.string(),
  createdat: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
});

/** POST /api/notifications/read: marks these as read for the signed-in user. */
export const notificationReadBodySchema = z.object({
  notificationids: z.array(z.string().min(1).max(200)).min(1).max(100),
});
