import { formatDate, formatMonth } from '@/lib/tax/civil-date';
import { type Cents, formatCents } from '@/lib/tax/money';
import type { PayrollBreakdown, PayrollOutcome } from '@/lib/tax/payroll';
import { describeRule, ruleNames } from '@/lib/tax/payroll-rules';
import styles from './PayrollCalculator.module.css';

/** `deduction`: comes off the pay; `sub`: a step in working out PAYE (`minus` when it comes off the tax). */
type Row = { label: string; amount: Cents; kind?: 'deduction' | 'total' | 'sub'; minus?: boolean };

function Table({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-kind={row.kind}>
            <th scope="row">{row.label}</th>
            <td>{`${row.kind === 'deduction' || row.minus ? '−' : ''}${formatCents(row.amount)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function employeeRows(result: PayrollBreakdown): Row[] {
  return [
    { label: 'Gross pay', amount: result.gross },
    { label: 'NSSF tier I', amount: result.nssf.tierI, kind: 'deduction' },
    { label: 'NSSF tier II', amount: result.nssf.tierII, kind: 'deduction' },
    { label: 'SHIF', amount: result.shif, kind: 'deduction' },
    { label: 'Affordable Housing Levy', amount: result.housingLevy, kind: 'deduction' },
    ...(result.pension > 0 ? [{ label: 'Pension contribution', amount: result.pension, kind: 'deduction' as const }] : []),
    { label: 'Taxable pay', amount: result.taxablePay, kind: 'sub' },
    { label: 'Tax before relief', amount: result.taxBeforeRelief, kind: 'sub' },
    { label: 'Personal relief', amount: result.personalRelief, kind: 'sub', minus: true },
    { label: 'PAYE', amount: result.paye, kind: 'deduction' },
    { label: 'Net pay', amount: result.netPay, kind: 'total' },
  ];
}

function employerRows(result: PayrollBreakdown): Row[] {
  return [
    { label: 'Gross pay', amount: result.gross },
    { label: 'NSSF tier I (employer)', amount: result.employer.nssfTierI },
    { label: 'NSSF tier II (employer)', amount: result.employer.nssfTierII },
    { label: 'Affordable Housing Levy (employer)', amount: result.employer.housingLevy },
    { label: 'Cost to the employer', amount: result.employer.totalCost, kind: 'total' },
  ];
}

/** The payslip, the employer's cost and the rules applied; or why the month is not covered. */
export function PayrollResult({ outcome, negativeNetNote }: { outcome: PayrollOutcome; negativeNetNote: string }) {
  if (outcome.kind === 'not-covered') {
    const range = `${formatMonth(outcome.firstMonth)}${outcome.lastMonth ? ` to ${formatMonth(outcome.lastMonth)}` : ' onwards'}`;
    return (
      <div className={styles.notice}>
        <p>
          <strong>{formatMonth(outcome.month)} is not covered.</strong>{' '}
          {outcome.reason === 'before'
            ? `This calculator starts with ${formatMonth(outcome.firstMonth)}, the first pay month KRA applies the Tax Laws (Amendment) Act 2024 to: from then SHIF and the housing levy come off pay before PAYE. It does not guess earlier rules.`
            : 'Not all of the rules for that month are published yet (NSSF’s limits change every February). We add them once they are.'}
        </p>
        <p>It covers pay months from {range}.</p>
      </div>
    );
  }
  return (
    <>
      <div className={styles.tables}>
        <Table caption={`Employee, ${formatMonth(outcome.month)} (KES)`} rows={employeeRows(outcome)} />
        <Table caption="Employer’s cost (KES)" rows={employerRows(outcome)} />
      </div>
      {outcome.netPay < 0 ? <p className={styles.notice}>{negativeNetNote}</p> : null}
      <h3 className={styles.rulesTitle}>Rules applied for {formatMonth(outcome.month)}</h3>
      <dl className={styles.rules}>
        {outcome.rules.map(({ id, version }) => (
          <div key={id}>
            <dt>{ruleNames[id]}</dt>
            <dd>
              {/* Each rule's values have their own shape; the id says which. */}
              {(describeRule[id] as (values: unknown) => string)(version.values)}
              <span className={styles.source}>
                In force from {formatDate(version.effective)}
                {version.firstPayMonth ? `, applied from ${formatMonth(version.firstPayMonth)} pay` : ''}. {version.source}. Last reviewed {formatDate(version.reviewed)}.
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
