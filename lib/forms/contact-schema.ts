/** The contact form (docs/forms.md): name, email, optional company, subject and message. */
import * as z from 'zod/mini';
import { emailField, fieldLimits, formTexts, textField } from './fields';

export const contactSchema = z.object({
  name: textField({ label: 'Name', max: fieldLimits.name, required: formTexts.nameRequired }),
  email: emailField(formTexts.emailRequired),
  company: textField({ label: 'Company', max: fieldLimits.company }),
  subject: textField({ label: 'Subject', max: fieldLimits.subject, required: formTexts.subjectRequired }),
  content: textField({
    label: 'Message',
    max: fieldLimits.content,
    required: formTexts.contentRequired,
    multiline: true,
  }),
});

export type ContactInput = z.output<typeof contactSchema>;
