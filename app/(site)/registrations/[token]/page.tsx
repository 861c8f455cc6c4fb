import { permanentRedirect } from 'next/navigation';
import { registrationPathOfToken } from '@/lib/registrations/links';

// The first registration links carried their token in the path, where access logs keep it: the
// mails already sent still open the page, at its address with the token in the query.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

/** `/registrations/<token>` → `/registrations/status?token=<token>` (308). */
export default async function OldRegistrationLink({ params }: Props): Promise<never> {
  permanentRedirect(registrationPathOfToken((await params).token));
}
