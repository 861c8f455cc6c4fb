/** Valid form fields for the benchmarks: the same submission each time, from `email`. */
import type { FormKind } from '../lib/forms/schemas';

export function sampleSubmission(kind: FormKind, email: string, n: number): Record<string, string> {
  switch (kind) {
    case 'subscribe':
      return { email };
    case 'contact':
      return {
        name: `Visitor ${n}`,
        email,
        company: 'Savannah Foods Ltd',
        subject: 'Annual audit',
        content: 'We would like a quote for our annual audit and tax compliance.\nWe have 40 staff.',
        honey: '',
      };
    case 'booking':
      return {
        name: `Visitor ${n}`,
        email,
        phone: '+254 712 345 678',
        industry: 'Agriculture',
        service: 'Tax Consultation',
        info: 'Exporter of tea; VAT refunds.',
        honey: '',
      };
  }
}
