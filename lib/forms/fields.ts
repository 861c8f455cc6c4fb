/**
 * The field rules the forms' schemas are built from, with the texts a visitor sees. Free of
 * server-only imports: client components import the schemas built from these. Written with
 * `zod/mini`, whose functions tree-shake, because the footer's form ships on every page.
 */
import * as z from 'zod/mini';

/** Longest accepted value of each field, in characters. */
export const fieldLimits = {
  name: 100,
  email: 254,
  company: 150,
  subject: 150,
  content: 5000,
  phone: 32,
  info: 2000,
} as const;

export const formTexts = {
  subscribeEmailRequired: 'This input is required',
  nameRequired: 'Name input is required',
  emailRequired: 'Email input is required',
  subjectRequired: 'Subject input is required',
  contentRequired: 'Message input is required',
  phoneRequired: 'Phone number input is required',
  industryRequired: 'Industry input is required',
  serviceRequired: 'Service input is required',
  emailFormat: 'Enter a valid email address, such as name@example.com',
  phoneFormat: 'Enter a phone number of 7 to 15 digits; it may start with + and use spaces or dashes',
  industryUnknown: 'Choose an industry from the list',
  serviceUnknown: 'Choose a service from the list',
  topicRequired: 'Choose at least one: Insights or Tax deadline reminders',
  deadlineGroupsUnknown: 'Choose the deadlines from the calendar’s list',
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-GB')} characters`,
  notText: (label: string) => `${label} must be text`,
} as const;

// Line breaks and other control characters in a one-line field are never what the visitor
// meant, and would otherwise reach mail headers.
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
const multiLine = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g, '');

/** A missing field (absent from JSON, or null) reads as empty, so it gets the "required" text. */
const blankIfMissing = () => z.transform((value: unknown) => (value === undefined || value === null ? '' : value));

/**
 * A posted value as text: missing reads as empty, anything else that is not a string stops
 * here with the "not text" message, before a length or format check reads it as a string
 * (zod runs a type's checks even after the type failed, and `{"length": {…}}` then throws).
 */
const postedText = (label: string) => z.pipe(blankIfMissing(), z.string({ error: formTexts.notText(label) }));

type TextOptions = { label: string; max: number; required?: string; multiline?: boolean };

/** A text field: one line unless `multiline`, trimmed, limited, required if given its message. */
export function textField({ label, max, required, multiline }: TextOptions) {
  return z.pipe(
    postedText(label),
    z.string().check(
      z.overwrite(multiline ? multiLine : oneLine),
      z.trim(),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      z.maxLength(max, { error: formTexts.tooLong(label, max) }),
    ),
  );
}

/** A required email address, at most 254 characters. */
export function emailField(required: string) {
  return z.pipe(
    postedText('Email'),
    z.pipe(
      z.string().check(
        z.overwrite(oneLine),
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.maxLength(fieldLimits.email, { error: formTexts.tooLong('Email', fieldLimits.email), abort: true }),
      ),
      z.email({ error: formTexts.emailFormat }),
    ),
  );
}

/** Digits with an optional leading + and spaces or dashes; 7 to 15 digits. */
export function phoneField() {
  return z.pipe(
    postedText('Phone number'),
    z.string().check(
      z.overwrite(oneLine),
      z.trim(),
      z.minLength(1, { error: formTexts.phoneRequired, abort: true }),
      z.maxLength(fieldLimits.phone, { error: formTexts.phoneFormat, abort: true }),
      z.regex(/^\+?[0-9][0-9 -]*$/, { error: formTexts.phoneFormat, abort: true }),
      z.refine(
        (value: string) => {
          const digits = value.replace(/\D/g, '').length;
          return digits >= 7 && digits <= 15;
        },
        { error: formTexts.phoneFormat },
      ),
    ),
  );
}

/** One of `choices`; an empty value or the placeholder gets the `required` text. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  choices: T,
  required: string,
  unknown: string,
  placeholder?: string,
) {
  return z.pipe(
    z.transform((value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value;
      return text === placeholder ? '' : text;
    }),
    z.pipe(
      z.pipe(z.string({ error: unknown }), z.string().check(z.minLength(1, { error: required, abort: true }))),
      z.enum(choices, { error: unknown }),
    ),
  );
}
