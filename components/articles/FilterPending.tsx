'use client';

import { useLinkStatus } from 'next/link';
import { Spinner } from '@/components/ui/Spinner';

/** The spinner a filter link shows while its articles load (docs/articles.md). */
export function FilterPending() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner size="inline" label="Loading articles" /> : null;
}
