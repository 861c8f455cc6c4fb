/**
 * Shapes of the firm's content as pages take it. The content still seeded from `content/*.ts`
 * is typed by these schemas and validated against them in the unit tests, so a typo in copy
 * fails CI rather than a page. What is seeded from `content/seed/` (in the shape Payload
 * stores) has a plain type here, and its checks are its collection's (lib/cms/collections/).
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');
const url = z.url();

export const imageSchema = z.object({
  /**
   * Site-relative: a file under `public/`, e.g. `/images/team/amani-wanjiru.webp`, or an image
   * uploaded in the staff admin, e.g. `/api/media/file/amani-wanjiru-0f3a9c21b7d4.webp`.
   */
  src: z.string().regex(/^\/(images\/[a-z0-9\-/]+\.(webp|png|jpg|svg)|api\/media\/file\/[a-z0-9-]+\.(webp|png|jpg|avif))$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Empty only for purely decorative images. */
  alt: z.string(),
});
export type ImageRef = z.infer<typeof imageSchema>;

export const phoneSchema = z.object({
  label: text,
  /**
   * As displayed, in international form, e.g. `+254 20 765 4321`: typed once; the `tel:` link
   * and JSON-LD's number (`+254207654321`) are derived from it (lib/phone.ts).
   */
  display: text,
});

export const socialSchema = z.object({
  network: z.enum(['facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast']),
  label: text,
  href: url,
});

export const firmSchema = z.object({
  name: text,
  shortName: text,
  /** Short abbreviation used in route names: `/{prefix}-trainings`. */
  prefix: slug,
  /** The international network, e.g. `Meridian`: `/{network}-international`. */
  network: z.object({ name: text, slug, description: text }),
  tagline: text,
  description: text,
  email: z.email(),
  /** As many as the firm has: the footer and the contact page show each. */
  phones: z.array(phoneSchema).min(1),
  address: z.object({
    street: text,
    building: text,
    locality: text,
    city: text,
    postalCode: text,
    country: text,
    countryCode: z.string().length(2),
    /** For the static map preview and the embedded map. */
    geo: z.object({ lat: z.number(), lng: z.number() }),
  }),
  openingHours: z.array(
    z.object({ days: text, opens: z.string().regex(/^\d\d:\d\d$/), closes: z.string().regex(/^\d\d:\d\d$/) }),
  ),
  socials: z.array(socialSchema).length(6),
  figures: z.object({ years: z.number().int(), firms: text, employees: z.number().int() }),
  foundedYear: z.number().int(),
});
export type Firm = z.infer<typeof firmSchema>;

/** A heading and its paragraph. */
type Heading = { id: number; title: string; text: string };

/** A service as pages take it; the admin's collection checks it (lib/cms/collections/Services). */
export type Service = {
  id: number;
  title: string;
  /** Article category slug that marks articles about this service, e.g. `tax-consulting`. */
  category: string;
  description: string;
  slug: string;
  image: ImageRef;
  intro: string;
  intro_description: string;
  intro_extra: string;
  intro_choose: string;
  intro_benefits: { title: string; list: { id: number; name: string; description: string }[] };
  service_list: { intro: string; list: { id: number; title: string; description: string }[]; service_extra: string };
  intro_text_title: string;
  intro_text_description: string;
  intro_text_title2: string;
  intro_text_description2: string;
  headings: Heading[];
  final: string;
  extra_final: string;
  /** Only IT Advisory has subcategories, shown as a tab list; numbered from 0. */
  subcategories?: {
    id: number;
    title: string;
    body_title: string;
    body_intro: string;
    body_focus: string;
    focus_description: string;
    headings: Heading[];
    services: { intro: string; list: { id: number; name: string; description: string }[] };
  }[];
};

export const clientGroupSchema = z.object({ id: z.number().int(), title: text, description: text });
export const processStepSchema = z.object({ id: z.number().int(), title: text, description: text });

/** A person as pages take them; the admin's collection checks them (lib/cms/collections/Team). */
export type TeamMember = {
  id: number;
  image: ImageRef;
  /** Name with credentials, e.g. `Amani Wanjiru, CPA`. */
  name: string;
  position: string;
  /** Hyphenated slug of the member's name (without credentials); its page is /team/<slug>. */
  slug: string;
  /** The biography's paragraphs. */
  description: string[];
};

/** A question on the services page as pages take it; the admin's collection checks it (lib/cms/collections/Faq). */
export type FaqItem = { id: number; question: string; answer: string };

/** An episode as pages take it; the admin's collection checks it (lib/cms/collections/Podcasts). */
export type PodcastEpisode = {
  id: number;
  episode: number;
  title: string;
  summary: string;
  image: ImageRef;
  /** External video page, opened in a new tab. */
  href: string;
  /** ISO date the episode was published. */
  published: string;
  /** ISO 8601 duration, e.g. `PT42M`. */
  duration: string;
};

/** A training or event as pages take it; the admin's collection checks it (lib/cms/collections/Trainings). */
export type TrainingEvent = {
  id: number;
  title: string;
  slug: string;
  image: ImageRef;
  /** The lead sentence (shown on the card, too) and the paragraphs after it. */
  intro: { lead: string; paragraphs: string[] };
  /** What the event covers: a heading, the list's heading, the topics and a closing paragraph. */
  outline: { heading: string; listHeading: string; topics: { id: number; name: string; description: string }[]; closing: string };
  /** A section of its own after the topics, e.g. "Who should attend" or "Your trainer". */
  more: { heading: string; text: string; items: string[] };
  cost: { title: string; description: string };
  closingNote: string;
  /** Registration link; the Register button shows only when non-empty. */
  link: string;
  /** Set when the site sells the seats (issue 31): seats in the room, and the most one registration may take. */
  seats?: { capacity: number; seatLimit: number };
  venue: string;
  /**
   * The schedule (East Africa Time, ISO 8601 with its offset): what the pages show as the date
   * and time ("29th - 30th May 2025", "9:00am - 5:00pm", lib/events/format.ts), and what
   * sorting, calendars and JSON-LD read.
   */
  starts: string;
  ends: string;
  /** The fee per delegate in whole KES, VAT inclusive: shown as `ksh.35,000 VAT Inc`. */
  priceKes: number;
  address: string;
};

/** A job opening as pages take it; the admin's collection checks it (lib/cms/collections/Openings). */
export type Job = {
  id: number;
  title: string;
  employmentType: 'Full time' | 'Part time' | 'Contract';
  location: string;
  /** Who the role is with: the firm itself, or a client for outsourced roles. */
  employer: string;
  description: string;
  /** The job description's PDF: a file under `/docs/`, or one uploaded in the staff admin (`/api/documents/file/…`). */
  jd: string;
  /** External application form, opened in a new tab. */
  apply: string;
  /** Days, `2026-12-18`: the opening shows through `validThrough` in Nairobi. */
  datePosted: string;
  validThrough: string;
};

/** A block of prose: a heading and paragraphs, optionally a bullet list. */
export type ProseSection = { heading: string; paragraphs: string[]; list?: string[] };

/** A legal page as pages take it; the admin's collection checks it (lib/cms/collections/Legal). */
export type LegalPage = {
  slug: string;
  title: string;
  /** 50 to 160 characters, for search results. */
  description: string;
  /** The day it was last changed, `2026-11-01`. */
  updated: string;
  intro: string;
  sections: ProseSection[];
};
