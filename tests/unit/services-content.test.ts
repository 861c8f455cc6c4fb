import { describe, expect, it } from 'vitest';
import { servicesSeed } from '@/content/seed/services';
import { faqSeed } from '@/content/seed/faq';
import { servicesPageSeed } from '@/content/seed/services-page';
import { faqCollection } from '@/lib/cms/collections/Faq';
import { servicesCollection } from '@/lib/cms/collections/Services';
import { servicesPageGlobal } from '@/lib/cms/globals/ServicesPage';
import { seedValue } from '@/lib/cms/seed-data';
import { fieldProblems } from '../support/seed-fields';

const expectedOrder = [
  ['auditing-and-assurance', 'Auditing and Assurance'],
  ['outsourced-accounting', 'Outsourced Accounting'],
  ['tax-consulting', 'Tax Consulting'],
  ['business-advisory', 'Business Advisory'],
  ['it-advisory', 'IT Advisory'],
  ['training-and-workshops', 'Training and Workshops'],
  ['company-secretarial-services', 'Company Secretarial Services'],
  ['outsourced-hr-and-recruitment', 'Outsourced HR and Recruitment Services'],
] as const;

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('services', () => {
  it.each(servicesSeed.map((service) => [service.slug, service.description] as const))(
    '%s has a description search engines show whole (50–160 characters; it is the page description)',
    (_, description) => {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(servicesSeed.map((service) => [service.slug, service] as const))('%s passes the collection’s own field checks', async (_, service) => {
    expect(await fieldProblems(servicesCollection.config.fields, service)).toEqual([]);
  });

  it('lists the eight services in the spec order', () => {
    expect(servicesSeed.map((service) => [service.slug, service.title])).toEqual(expectedOrder);
  });

  it('gives each service an image named by its slug', () => {
    for (const service of servicesSeed) {
      expect(service.image).toMatchObject({
        publicFile: `/images/services/${service.slug}.webp`,
        width: 1200,
        height: 800,
      });
      expect(service.image.alt.length).toBeGreaterThan(20);
    }
  });

  it('gives Tax Consulting the tax-consulting article category', () => {
    expect(servicesSeed.find((service) => service.slug === 'tax-consulting')?.category).toBe('tax-consulting');
  });

  it('has the expected amount of copy in every service', () => {
    for (const service of servicesSeed) {
      expect(service.intro_benefits.list.length).toBeGreaterThanOrEqual(4);
      expect(service.intro_benefits.list.length).toBeLessThanOrEqual(6);
      expect(service.service_list.list.length).toBeGreaterThanOrEqual(5);
      expect(service.service_list.list.length).toBeLessThanOrEqual(8);
      expect(service.headings.length).toBeGreaterThanOrEqual(2);
      expect(service.headings.length).toBeLessThanOrEqual(4);
      expect(unique(service.intro_benefits.list.map((item) => item.name))).toBe(true);
      expect(unique(service.service_list.list.map((item) => item.title))).toBe(true);
      expect(unique(service.headings.map((heading) => heading.title))).toBe(true);
    }
  });

  it('gives subcategories to IT Advisory only, each a different tab', () => {
    const withSubcategories = servicesSeed.filter((service) => (service.subcategories ?? []).length > 0);
    expect(withSubcategories.map((service) => service.title)).toEqual(['IT Advisory']);

    const subcategories = servicesSeed.find((service) => service.slug === 'it-advisory')?.subcategories ?? [];
    expect(subcategories.length).toBeGreaterThanOrEqual(4);
    expect(subcategories.length).toBeLessThanOrEqual(5);
    expect(unique(subcategories.map((subcategory) => subcategory.title))).toBe(true);
    for (const subcategory of subcategories) {
      expect(subcategory.headings.length).toBeGreaterThanOrEqual(2);
      expect(subcategory.headings.length).toBeLessThanOrEqual(3);
      expect(subcategory.services.list.length).toBeGreaterThanOrEqual(3);
      expect(subcategory.services.list.length).toBeLessThanOrEqual(6);
      expect(unique(subcategory.services.list.map((item) => item.name))).toBe(true);
    }
  });

  it('gives each service a slug of its own, none of them the sidebar’s old paths', () => {
    expect(unique(servicesSeed.map((service) => service.slug))).toBe(true);
    for (const old of ['audit-and-assurance', 'tax-consultation', 'ict-advisory', 'outsourcing', 'training', '']) {
      expect(servicesSeed.some((service) => service.slug === old), old).toBe(false);
    }
  });
});

describe('FAQ', () => {
  it('has six items the collection accepts, each a different question', async () => {
    expect(faqSeed).toHaveLength(6);
    for (const item of faqSeed) {
      expect(await fieldProblems(faqCollection.config.fields, item), item.question).toEqual([]);
      expect(item.question.endsWith('?')).toBe(true);
    }
    expect(unique(faqSeed.map((item) => item.question))).toBe(true);
  });

  it('follows the spec order of topics', () => {
    const topics = [/tailored/i, /audit/i, /advisory/i, /confidential/i, /tax planning/i, /small and medium/i];
    faqSeed.forEach((item, index) => {
      expect(item.question).toMatch(topics[index] ?? /^$/);
    });
  });
});

describe('services page copy', () => {
  it('is what the admin’s “Services page” accepts: a hero, seven client groups, four process steps and an FAQ intro', async () => {
    expect(await fieldProblems(servicesPageGlobal.config.fields, servicesPageSeed)).toEqual([]);
    expect(servicesPageSeed.hero.title).toBe('Our Services');
    expect(servicesPageSeed.clientGroups.map((group) => group.title)).toEqual([
      'Startups',
      'SMEs',
      'Large Enterprises',
      'Nonprofits and NGOs',
      'Government Agencies',
      'Financial Institutions',
      'Donor-Funded Projects',
    ]);
    expect(servicesPageSeed.processSteps.map((step) => step.title)).toEqual(['Consultation', 'Assessment and Proposal', 'Engagement and Delivery', 'Review and Ongoing Support']);
    expect(servicesPageSeed.faqIntro).toMatch(/^Answers to the questions prospective clients ask us most often\./);
  });

  it('numbers the groups and the steps 1, 2, 3… as the page shows them', () => {
    const copy = seedValue(servicesPageGlobal);
    expect(copy.clientGroups.map((group) => group.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(copy.processSteps.map((step) => [step.id, step.title])).toEqual([
      [1, 'Consultation'],
      [2, 'Assessment and Proposal'],
      [3, 'Engagement and Delivery'],
      [4, 'Review and Ongoing Support'],
    ]);
  });
});
