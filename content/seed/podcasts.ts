/**
 * The firm's podcast episodes as the first start stores them, newest first (Episode 4 down to
 * 1). Video links are sample YouTube addresses for the firm to replace with its own.
 */
import type { SeedData } from './stored';

export const podcastsSeed: SeedData<'podcast-episodes'>[] = [
  {
    episode: 4,
    title: 'Built to Last: 40 Years of Purpose, Integrity & Impact',
    summary:
      'As the firm enters its fortieth year, our Managing Partner looks back on how a small Nairobi audit practice founded in 1986 grew into a multi-disciplinary firm. He shares the principles that kept it steady through four decades of change, and what lasting businesses have in common.',
    cover: {
      publicFile: '/images/podcasts/episode-4.webp',
      width: 640,
      height: 360,
      alt: 'Episode 4 cover: Built to Last, 40 years of purpose, integrity and impact',
    },
    href: 'https://www.youtube.com/watch?v=kpEp04Bt40Y',
    published: '2025-09-16',
    duration: 'PT46M12S',
  },
  {
    episode: 3,
    title: 'Exploring the future of accounting, embracing e-TIMS and digital transformation',
    summary:
      'Our IT Advisory and Outsourced Accounting leads discuss how eTIMS, cloud accounting and automation are changing the finance function. They explain what businesses must do to stay compliant with electronic invoicing and how small teams can use technology to close their books faster.',
    cover: {
      publicFile: '/images/podcasts/episode-3.webp',
      width: 640,
      height: 360,
      alt: 'Episode 3 cover: the future of accounting, eTIMS and digital transformation',
    },
    href: 'https://www.youtube.com/watch?v=kpEp03eTims',
    published: '2024-11-05',
    duration: 'PT38M40S',
  },
  {
    episode: 2,
    title: 'Navigating Tax Season: Tips and Tricks for Kenyan Taxpayers',
    summary:
      'Our Director of Tax walks through the annual filing season, from gathering records and claiming reliefs to avoiding the penalties that catch taxpayers out. A practical guide for individuals, sole traders and small companies filing on iTax.',
    cover: {
      publicFile: '/images/podcasts/episode-2.webp',
      width: 640,
      height: 360,
      alt: 'Episode 2 cover: navigating tax season in Kenya',
    },
    href: 'https://www.youtube.com/watch?v=kpEp02TaxSn',
    published: '2024-05-21',
    duration: 'PT34M05S',
  },
  {
    episode: 1,
    title: 'Inside the firm: Empowering Businesses Across Africa',
    summary:
      'In our first episode, partners introduce Kilele Partners: who we serve, how our eight service lines work together and what membership of Meridian International means for clients. They also share the stories of clients who grew from start-ups into regional businesses.',
    cover: {
      publicFile: '/images/podcasts/episode-1.webp',
      width: 640,
      height: 360,
      alt: 'Episode 1 cover: inside the firm, empowering businesses across Africa',
    },
    href: 'https://www.youtube.com/watch?v=kpEp01Insde',
    published: '2023-08-29',
    duration: 'PT29M48S',
  },
];
