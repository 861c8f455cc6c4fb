/** The consultation booking form (docs/forms.md). */
import * as z from 'zod/mini';
import { bookableServices, bookingServicePlaceholder } from '../../content/booking';
import { industries } from '../../content/industries';
import { choiceField, emailField, fieldLimits, formTexts, phoneField, textField } from './fields';

export const bookingSchema = z.object({
  name: textField({ label: 'Name', max: fieldLimits.name, required: formTexts.nameRequired }),
  email: emailField(formTexts.emailRequired),
  phone: phoneField(),
  industry: choiceField(industries, formTexts.industryRequired, formTexts.industryUnknown),
  service: choiceField(
    bookableServices,
    formTexts.serviceRequired,
    formTexts.serviceUnknown,
    bookingServicePlaceholder,
  ),
  info: textField({ label: 'Additional information', max: fieldLimits.info, multiline: true }),
});

export type BookingInput = z.output<typeof bookingSchema>;
