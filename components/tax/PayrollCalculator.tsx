'use client';

/**
 * The payroll calculator's form and result. The server renders it from the query string (a
 * GET form, so every result has a shareable address and works without JavaScript); in the
 * browser the same calculation reruns as the visitor types, and the address follows.
 */
import { useId, useRef, useState } from 'react';
import { formatMonth, isCivilMonth, parts } from '@/lib/tax/civil-date';
import { formatKes } from '@/lib/tax/money';
import { evaluatePayroll, type PayrollField, type PayrollQuery, payrollSearch } from '@/lib/tax/payroll-input';
import { Button } from '@/components/ui/Button';
import { PayrollResult } from './PayrollResult';
import styles from './PayrollCalculator.module.css';

type Props = {
  /** The form's values as the address gave them. */
  initial: PayrollQuery;
  /** Whether the address came from submitting the form (a blank pay is then an error). */
  submitted: boolean;
  /** The months offered, oldest first. */
  months: string[];
  /** Where the GET form goes. */
  action: string;
  prompt: string;
  negativeNetNote: string;
};

export function PayrollCalculator({ initial, submitted: submittedOnServer, months, action, prompt, negativeNetNote }: Props) {
  const [query, setQuery] = useState(initial);
  const [submitted, setSubmitted] = useState(submittedOnServer);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const evaluation = evaluatePayroll(query, { requireGross: submitted });
  const { outcome, errors } = evaluation;

  const update = (field: PayrollField, value: string) => {
    const next = { ...query, [field]: value };
    setQuery(next);
    window.history.replaceState(null, '', `${action}${payrollSearch(next)}`);
  };

  const years = [...new Set(months.map((month) => parts(`${month}-01`).year))].reverse();

  const field = (name: PayrollField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: PayrollField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className={styles.layout}>
      <form
        ref={formRef}
        className={styles.form}
        action={action}
        method="get"
        aria-label="Payroll calculator"
        onSubmit={(event) => {
          // The result is already on the page: submitting only asks for the errors of a blank form.
          event.preventDefault();
          setSubmitted(true);
          const check = evaluatePayroll(query, { requireGross: true });
          const firstInvalid = (['gross', 'month', 'pension'] as const).find((name) => check.errors[name]);
          if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-gross`}>Gross monthly pay (KES)</label>
          <p id={`${id}-gross-hint`} className={styles.hint}>
            Salary plus taxable allowances and benefits, in whole shillings.
          </p>
          <input
            {...field('gross')}
            className={styles.control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={query.gross}
            onChange={(event) => update('gross', event.target.value)}
          />
          {error('gross')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-month`}>Pay month</label>
          <p id={`${id}-month-hint`} className={styles.hint}>
            The rules in force that month apply.
          </p>
          <select {...field('month')} className={styles.control} value={query.month} onChange={(event) => update('month', event.target.value)}>
            {months.includes(query.month) ? null : (
              <option value={query.month}>{isCivilMonth(query.month) ? formatMonth(query.month) : query.month}</option>
            )}
            {years.map((year) => (
              <optgroup key={year} label={String(year)}>
                {months
                  .filter((month) => month.startsWith(`${year}-`))
                  .reverse()
                  .map((month) => (
                    <option key={month} value={month}>
                      {formatMonth(month)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {error('month')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-pension`}>
            Registered pension contribution <span className={styles.optional}>(optional, KES)</span>
          </label>
          <p id={`${id}-pension-hint`} className={styles.hint}>
            The employee’s own contribution to a registered scheme, besides NSSF.
          </p>
          <input
            {...field('pension')}
            className={styles.control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={query.pension}
            onChange={(event) => update('pension', event.target.value)}
          />
          {error('pension')}
        </div>
        <div>
          <Button type="submit">Calculate</Button>
        </div>
      </form>
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={styles.resultTitle}>
          Result
        </h2>
        <p role="status" className={styles.summary}>
          {outcome?.kind === 'calculated'
            ? `Net pay ${formatKes(outcome.netPay)}, PAYE ${formatKes(outcome.paye)}`
            : outcome
              ? `${formatMonth(outcome.month)} is not covered`
              : Object.keys(errors).length > 0
                ? 'Correct the fields marked to see the result.'
                : prompt}
        </p>
        {outcome ? <PayrollResult outcome={outcome} negativeNetNote={negativeNetNote} /> : null}
      </section>
    </div>
  );
}
