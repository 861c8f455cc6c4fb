/**
 * The staff admin's collections for the firm's own content (team, podcasts, FAQ, services,
 * legal pages, contact details): the admin refuses what content/schema.ts refuses, and the
 * legal pages' rich text comes back as the paragraphs and list the pages render.
 */
import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { legalCollection, sectionFromBody } from '@/lib/cms/collections/Legal';
import { paragraphsOf } from '@/lib/cms/fields';
import { podcastsCollection } from '@/lib/cms/collections/Podcasts';
import { servicesCollection } from '@/lib/cms/collections/Services';
import { teamCollection } from '@/lib/cms/collections/Team';
import { firmContactGlobal } from '@/lib/cms/globals/ContactDetails';

type Validated = Field & { name: string; required?: boolean; validate?: (value: unknown, options?: unknown) => true | string | Promise<true | string> };

/** A named field anywhere in a list of fields (inside tabs, groups, arrays and rows). */
function fieldNamed(fields: Field[], path: string): Validated {
  const [head, ...rest] = path.split('.');
  const search = (list: Field[]): Field | undefined => {
    for (const field of list) {
      if ('name' in field && field.name === head) return field;
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          const found = search(tab.fields);
          if (found) return found;
        }
      }
      if (field.type === 'row' || field.type === 'collapsible') {
        const found = search(field.fields);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = search(fields);
  if (!found) throw new Error(`No field ${path}`);
  if (rest.length === 0) return found as Validated;
  if (!('fields' in found)) throw new Error(`${head} has no fields`);
  return fieldNamed(found.fields, rest.join('.'));
}

const check = async (field: Validated, value: unknown) => {
  if (!field.validate) throw new Error(`${field.name} has no validation`);
  return field.validate(value, {});
};

describe('the admin checks what content/schema.ts checks', () => {
  const team = teamCollection.config.fields;

  it('a member needs a name, a position, a slug, a photo and a bio', () => {
    for (const name of ['name', 'position', 'slug', 'photo', 'bio']) {
      expect(fieldNamed(team, name).required, name).toBe(true);
    }
  });

  it('refuses a blank name and a bio of spaces', async () => {
    expect(await check(fieldNamed(team, 'name'), '   ')).toBe('This field is required.');
    expect(await check(fieldNamed(team, 'bio'), ' \n\n ')).toBe('This field is required.');
    expect(await check(fieldNamed(team, 'name'), 'Amani Wanjiru, CPA')).toBe(true);
  });

  it('refuses a slug that is not lower-case words joined by hyphens', async () => {
    const slug = fieldNamed(team, 'slug');
    expect(await check(slug, 'grace-achieng-otieno')).toBe(true);
    for (const bad of ['Grace-Otieno', 'grace otieno', 'grace--otieno', '-grace', '']) {
      expect(await check(slug, bad), bad).not.toBe(true);
    }
  });

  it('an episode needs a whole positive number, an address, a YYYY-MM-DD date and an ISO 8601 duration', async () => {
    const fields = podcastsCollection.config.fields;
    expect(await check(fieldNamed(fields, 'episode'), 0)).not.toBe(true);
    expect(await check(fieldNamed(fields, 'episode'), 2.5)).not.toBe(true);
    expect(await check(fieldNamed(fields, 'episode'), 5)).toBe(true);
    expect(await check(fieldNamed(fields, 'href'), 'youtube.com/watch?v=1')).not.toBe(true);
    expect(await check(fieldNamed(fields, 'href'), 'https://www.youtube.com/watch?v=kpEp05')).toBe(true);
    expect(await check(fieldNamed(fields, 'published'), '16/09/2025')).not.toBe(true);
    expect(await check(fieldNamed(fields, 'published'), '2025-09-16')).toBe(true);
    expect(await check(fieldNamed(fields, 'duration'), '46 minutes')).not.toBe(true);
    expect(await check(fieldNamed(fields, 'duration'), 'PT46M12S')).toBe(true);
  });

  it('a service keeps at least three benefits, three list items and two headed paragraphs; a sub-category at least two services', () => {
    const fields = servicesCollection.config.fields;
    expect(fieldNamed(fields, 'intro_benefits.list')).toMatchObject({ type: 'array', minRows: 3, required: true });
    expect(fieldNamed(fields, 'service_list.list')).toMatchObject({ type: 'array', minRows: 3, required: true });
    expect(fieldNamed(fields, 'headings')).toMatchObject({ type: 'array', minRows: 2, required: true });
    expect(fieldNamed(fields, 'subcategories.headings')).toMatchObject({ type: 'array', minRows: 1 });
    expect(fieldNamed(fields, 'subcategories.services.list')).toMatchObject({ type: 'array', minRows: 2 });
    expect(fieldNamed(fields, 'subcategories').required).toBeFalsy();
  });

  it('a legal page’s description is 50 to 160 characters, and it has at least three sections', async () => {
    const fields = legalCollection.config.fields;
    const description = fieldNamed(fields, 'description');
    expect(await check(description, 'x'.repeat(49))).toBe('At least 50 characters');
    expect(await check(description, 'x'.repeat(50))).toBe(true);
    expect(await check(description, 'x'.repeat(160))).toBe(true);
    expect(await check(description, 'x'.repeat(161))).toBe('At most 160 characters');
    expect(fieldNamed(fields, 'sections')).toMatchObject({ minRows: 3, required: true });
  });

  it('the contact details take one phone or more, each typed once in international form, six social links, times as HH:MM', async () => {
    const fields = firmContactGlobal.config.fields;
    const phones = fieldNamed(fields, 'phones');
    expect(phones).toMatchObject({ minRows: 1, required: true });
    expect(phones).not.toHaveProperty('maxRows');
    expect(() => fieldNamed(fields, 'phones.e164')).toThrow('No field e164');
    expect(fieldNamed(fields, 'socials')).toMatchObject({ minRows: 6, maxRows: 6 });
    const number = fieldNamed(fields, 'phones.display');
    for (const good of ['+254 20 765 4321', '+254207654321']) expect(await check(number, good), good).toBe(true);
    for (const bad of ['0712345678', '+0207654321', '']) {
      expect(await check(number, bad), bad).toBe('Write the number in international form: + and the country code, then the number, e.g. +254 20 765 4321.');
    }
    expect(await check(fieldNamed(fields, 'openingHours.opens'), '8am')).not.toBe(true);
    expect(await check(fieldNamed(fields, 'openingHours.opens'), '08:00')).toBe(true);
    expect(await check(fieldNamed(fields, 'address.countryCode'), 'KEN')).not.toBe(true);
    expect(await check(fieldNamed(fields, 'email'), 'enquiries@kilele')).not.toBe(true);
  });
});

describe('a bio', () => {
  it('is paragraphs separated by a blank line; single line breaks join the lines', () => {
    expect(paragraphsOf('First line\ncontinues.\n\n\nSecond paragraph.  \n \nThird.')).toEqual(['First line continues.', 'Second paragraph.', 'Third.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('a legal section in rich text', () => {
  const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 });
  const paragraph = (value: string) => ({ type: 'paragraph', version: 1, children: [text(value)] });

  it('comes back as the paragraphs, then the bulleted list, the page renders', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          paragraph('We keep personal data only as long as we need it.'),
          paragraph('If you go on to become a client, other periods apply.'),
          {
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            version: 1,
            children: [
              { type: 'listitem', value: 1, version: 1, children: [text('Contact enquiries: 24 months.')] },
              { type: 'listitem', value: 2, version: 1, children: [text('Newsletter subscriptions: until you unsubscribe.')] },
            ],
          },
        ],
      },
    };
    expect(sectionFromBody('How long we keep it', body)).toEqual({
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data only as long as we need it.', 'If you go on to become a client, other periods apply.'],
      list: ['Contact enquiries: 24 months.', 'Newsletter subscriptions: until you unsubscribe.'],
    });
    expect(sectionFromBody('Who we are', { root: { type: 'root', children: [paragraph('Only a paragraph.')] } })).toEqual({ heading: 'Who we are', paragraphs: ['Only a paragraph.'] });
  });

  it('drops the empty paragraphs an extra Enter leaves, and reads a line break as a space', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'One' }, { type: 'linebreak' }, { type: 'text', text: 'line.' }] },
          { type: 'paragraph', children: [] },
        ],
      },
    };
    expect(sectionFromBody('H', body)).toEqual({ heading: 'H', paragraphs: ['One line.'] });
  });
});
