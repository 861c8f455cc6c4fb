/** The podcasts page's introduction: page copy, kept in code (the episodes are the admin's, content/seed/podcasts.ts). */

export const podcastsIntro =
  'Conversations with our partners and guests on tax, audit, technology and building businesses that last, recorded in Nairobi for leaders across Africa.';
