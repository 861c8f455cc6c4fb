/** The newsletter's topics as the sign-up forms and the mails name them. */

/** What a subscriber asked to receive. Sign-ups from before topics existed hold `insights`. */
export const subscriberTopics = ['insights', 'tax-deadlines'] as const;
export type SubscriberTopic = (typeof subscriberTopics)[number];

export const newsletterTopics: Record<SubscriberTopic, { label: string; description: string }> = {
  insights: {
    label: 'Insights',
    description: 'articles and news on tax, audit and business, a few times a month',
  },
  'tax-deadlines': {
    label: 'Tax deadline reminders',
    description: 'an email 3 days before each KRA and payroll deadline',
  },
};
