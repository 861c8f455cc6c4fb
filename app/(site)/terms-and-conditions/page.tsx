import { LegalDocument, legalMetadata } from '@/components/legal/LegalDocument';

export const generateMetadata = () => legalMetadata('terms-and-conditions');

export default function Page() {
  return <LegalDocument slug="terms-and-conditions" />;
}
