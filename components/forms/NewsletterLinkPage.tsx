/**
 * The pages a subscriber's links open: confirm, unsubscribe and change topics. Each reads what
 * its link stands for now, from the token, and says so in the same frame; opening one changes
 * nothing (mail scanners open every link), its button or form posts.
 */
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { getDatabase } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { log } from '@/lib/log';

/**
 * What a link stands for, as `read` finds it, or `unavailable` when the database cannot say:
 * the page then asks the subscriber to try again later rather than failing. `link` names it in
 * the log ("a confirmation link").
 */
export async function linkState<T>(link: string, read: (db: Db) => Promise<T>): Promise<T | 'unavailable'> {
  try {
    return await read((await getDatabase()).db);
  } catch (error) {
    log.error(`[newsletter] could not read ${link}`, { error });
    return 'unavailable';
  }
}

type NewsletterLinkPageProps = { copy: { title: string; text: string }; children: ReactNode };

/** The page around a link's answer: its title and text, then the button, form or way on. */
export function NewsletterLinkPage({ copy, children }: NewsletterLinkPageProps) {
  return (
    <>
      <PageHero eyebrow="Newsletter" title={copy.title} intro={copy.text} />
      <Section>{children}</Section>
    </>
  );
}
