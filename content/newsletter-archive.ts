/** The newsletters' archive pages and feed: page copy, kept in code (the campaigns are the admin's). */

export const newsletterArchiveCopy = {
  title: 'Newsletters',
  description:
    'Every newsletter Kilele Partners has sent: the Finance Act, the Budget, KRA deadlines and our insights, newest first.',
  intro: 'What we have written to our subscribers, newest first: the Finance Act, the Budget, KRA deadlines and our insights.',
  empty: 'We have not sent a newsletter yet.',
  feedTitle: 'Kilele Partners: Newsletters',
  feedDescription: 'The newsletters Kilele Partners sends to its subscribers, as they are sent.',
  feedLink: 'Follow the newsletters by RSS',
  sentOn: 'Sent on',
  back: 'All newsletters',
} as const;
