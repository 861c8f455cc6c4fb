/**
 * Shapes of the firm's content as pages take it: plain types. The checks are the collections'
 * and globals' own (lib/cms/collections/, lib/cms/globals/), which the seed in content/seed/ is
 * tested against; copy that stays in code (content/pages.ts …) is checked by the unit tests.
 */

/** An image as pages show it. */
export type ImageRef = {
  /**
   * Site-relative: a file under `public/`, e.g. `/images/team/amani-wanjiru.webp`, or an image
   * uploaded in the staff admin, e.g. `/api/media/file/amani-wanjiru-0f3a9c21b7d4.webp`.
   */
  src: string;
  width: number;
  height: number;
  /** Empty only for purely decorative images. */
  alt: string;
};

/** A social profile the site links to; the admin's "Contact details" lists one of each. */
export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube' | 'podcast';

/**
 * The firm as pages and mails take it: what the code says of it (content/firm.ts) and the
 * contact details staff keep in the admin, whose global checks them
 * (lib/cms/globals/ContactDetails, seeded from content/seed/contact-details.ts).
 */
export type Firm = {
  name: string;
  shortName: string;
  /** Short abbreviation used in route names: `/{prefix}-trainings`. */
  prefix: string;
  /** The international network, e.g. `Meridian`: `/{network}-international`. */
  network: { name: string; slug: string; description: string };
  tagline: string;
  description: string;
  figures: { years: number; firms: string; employees: number };
  foundedYear: number;
  email: string;
  /** As many as the firm has: the footer and the contact page show each. */
  phones: {
    label: string;
    /**
     * As displayed, in international form, e.g. `+254 20 765 4321`: typed once; the `tel:` link
     * and JSON-LD's number (`+254207654321`) are derived from it (lib/phone.ts).
     */
    display: string;
  }[];
  address: {
    street: string;
    building: string;
    locality: string;
    city: string;
    postalCode: string;
    country: string;
    /** Two letters, e.g. `KE`. */
    countryCode: string;
    /** For the static map preview and the embedded map. */
    geo: { lat: number; lng: number };
  };
  /** `opens` and `closes` as `HH:MM`. */
  openingHours: { days: string; opens: string; closes: string }[];
  socials: { network: SocialNetwork; label: string; href: string }[];
};

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

/**
 * Who the firm serves and how it works, on the services page, numbered in the staff's order;
 * the admin's "Services page" checks them (lib/cms/globals/ServicesPage).
 */
export type ClientGroup = { id: number; title: string; description: string };
export type ProcessStep = { id: number; title: string; description: string };

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
