import { firm } from '@/content/firm';

/** The firm's mark and name: a summit ("kilele" in Swahili) over the wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 188 40" width="188" height="40" role="img" aria-label={firm.shortName}>
      <path d="M2 36 16 10l7 12 5-8 12 22Z" fill="var(--color-brand)" />
      <path d="m16 10 4.2 7.6-4.2-2.2-4 2.4Z" fill="var(--color-accent)" />
      <text x="48" y="22" fontFamily="var(--font-display)" fontSize="19" fontWeight="700" fill="var(--color-ink)">
        Kilele
      </text>
      <text x="48" y="36" fontFamily="var(--font-body)" fontSize="10.5" letterSpacing="2.6" fill="var(--color-ink-muted)">
        PARTNERS LLP
      </text>
    </svg>
  );
}
