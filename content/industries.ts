/** The industries a booking can name (docs/forms.md: 21 of them), in the firm's order. */
export const industries = [
  'Manufacturing',
  'Agriculture',
  'Banking and Capital Markets',
  'Chemicals',
  'Consumer Packaged Goods',
  'Government',
  'Healthcare',
  'Insurance',
  'Mining and Metals',
  'Life Sciences',
  'Media and Entertainment',
  'Transport and Logistics',
  'Oil and Gas',
  'Power and Utilities',
  'Private Equity',
  'Retail',
  'Technology',
  'Hospitality',
  'Real Estate',
  'Wealth and Asset Management',
  'Telecommunications',
] as const;

export type Industry = (typeof industries)[number];
