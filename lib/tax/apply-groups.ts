/**
 * What a visitor ticks in the deadline calendar's filter, and what a reminder subscriber's
 * reminders cover. Kept apart from the obligations so the sign-up form's checks can load it
 * without the rest.
 */
export const applyGroups = [
  { id: 'payroll', label: 'I run a payroll' },
  { id: 'vat', label: 'I am registered for VAT' },
  { id: 'excise', label: 'I deal in excisable goods or services' },
  { id: 'turnover', label: 'I pay turnover tax' },
  { id: 'rental', label: 'I earn residential rental income' },
  { id: 'withholding', label: 'I withhold tax on payments I make' },
  { id: 'income-tax', label: 'I file an income tax return' },
] as const;

export type ApplyGroup = (typeof applyGroups)[number]['id'];

export const applyGroupIds: readonly ApplyGroup[] = applyGroups.map((group) => group.id);

export const isApplyGroup = (value: string): value is ApplyGroup => (applyGroupIds as readonly string[]).includes(value);

/** `payroll,vat` → the groups, in the filter's order; null if any is unknown. */
export function parseApplyGroups(list: string): ApplyGroup[] | null {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.every(isApplyGroup)) return null;
  return applyGroupIds.filter((id) => names.includes(id));
}

/**
 * The filter's groups from a query string (`?applies=payroll&applies=vat`, or comma-separated);
 * names it does not know are dropped and reported, not fatal.
 */
export function readApplyGroups(value: string | string[] | undefined): { groups: ApplyGroup[]; ignored: boolean } {
  const names = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 50);
  return { groups: applyGroupIds.filter((id) => names.includes(id)), ignored: names.some((name) => !isApplyGroup(name)) };
}
