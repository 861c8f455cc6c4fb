import { Spinner } from '@/components/ui/Spinner';

/** Shown while the listing loads after a filter change (spec §4: a spinner while loading). */
export default function Loading() {
  return <Spinner label="Loading articles" />;
}
