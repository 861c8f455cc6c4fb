/**
 * The collections' own field checks run over a seed item (content/seed/), as the admin would
 * run them on a save: a required field left out, or a value its `validate` refuses, is a problem.
 * Upload fields hold the seed's image here, which only has to be there.
 */
import type { Field } from 'payload';

type Checked = { name: string; required?: boolean; validate?: (value: unknown, options: object) => true | string | Promise<true | string> };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {});

/** Each problem as `path: message`; none when the item passes every check. */
export async function fieldProblems(fields: Field[], data: unknown, at = '', root: unknown = data): Promise<string[]> {
  const record = asRecord(data);
  const problems: string[] = [];
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) problems.push(...(await fieldProblems(tab.fields, 'name' in tab && tab.name ? record[tab.name] : record, at, root)));
      continue;
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      problems.push(...(await fieldProblems(field.fields, record, at, root)));
      continue;
    }
    if (!('name' in field)) continue;
    const { name, required, validate } = field as Field & Checked;
    const value = record[name];
    const path = `${at}${name}`;
    if (required && isEmpty(value)) problems.push(`${path}: required`);
    if (validate && !isEmpty(value)) {
      // What a check may read besides the value, as Payload gives it: the fields beside it and the whole document.
      const result = await validate(value, { siblingData: record, data: asRecord(root) });
      if (result !== true) problems.push(`${path}: ${result}`);
    }
    if (field.type === 'group') problems.push(...(await fieldProblems(field.fields, value, `${path}.`, root)));
    if (field.type === 'array' && Array.isArray(value)) {
      for (const [index, row] of value.entries()) problems.push(...(await fieldProblems(field.fields, row, `${path}.${index}.`, root)));
    }
  }
  return problems;
}
