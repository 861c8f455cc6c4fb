import { LegalDocument, legalMetadata } from '@/components/legal/LegalDocument';

export const generateMetadata = () => legalMetadata('privacy-policy');

export default function Page() {
  return <LegalDocument slug="privacy-policy" />;
}
