/** The newsletter sign-up (footer and article popup): one email address. */
import * as z from 'zod/mini';
import { emailField, formTexts } from './fields';

export const subscribeSchema = z.object({
  email: emailField(formTexts.subscribeEmailRequired),
});

export type SubscribeInput = z.output<typeof subscribeSchema>;
