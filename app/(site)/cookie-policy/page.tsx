import { LegalDocument, legalMetadata } from '@/components/legal/LegalDocument';

export const generateMetadata = () => legalMetadata('cookie-policy');

export default function Page() {
  return <LegalDocument slug="cookie-policy" />;
}
