import type { LookupOption } from '@portal/contract/lookups';
import { UPLOAD_REASONS as R } from '@portal/contract/upload-reasons';
import type { z } from 'zod';
import { looseKey } from './place-names.ts';

/**
 * A sheet cell made ready for the contract's schema: the value to check, or '' with the reason it could
 * not be read (the schema would only say "required", which is not what is wrong).
 */
export interface Cell<T> {
  value: T | '';
  reason?: string;
}

/** The values of a look-up table by their loose key, and their names in order for "use one of …". */
export interface LookupValues<T> {
  byKey: Map<string, T>;
  names: string[];
}

export function lookupValues<R extends { name: string }, T>(rows: R[], value: (row: R) => T): LookupValues<T> {
  return { byKey: new Map(rows.map((r) => [looseKey(r.name), value(r)])), names: rows.map((r) => r.name) };
}

/** A value of a look-up table, written in any case, spacing or dash. */
export function lookupCell<T>(text: string, kind: string, values: LookupValues<T>): Cell<T> {
  if (!text) return { value: '' };
  const found = values.byKey.get(looseKey(text));
  return found === undefined ? { value: '', reason: R.unknownValue(kind, text, values.names) } : { value: found };
}

/** A coded column (gender, yes/no, SIP/LUMPSUM, education status): the code, or one of the code's names. */
export function codeCell(text: string, label: string, options: readonly LookupOption[]): Cell<number> {
  if (!text) return { value: '' };
  const option = options.find((o) => String(o.id) === text) ?? options.find((o) => looseKey(o.name) === looseKey(text));
  return option
    ? { value: option.id }
    : {
        value: '',
        reason: R.useOneOf(
          label,
          text,
          options.map((o) => o.name),
        ),
      };
}

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // 2023-02-30 parses (as 2 March): only a day that prints back as itself exists
  const time = new Date(`${text}T00:00:00Z`).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A date as YYYY-MM-DD; whether it may lie in the future is the schema's rule. */
export function dateCell(text: string, label: string): Cell<string> {
  if (!text || isCalendarDay(text)) return { value: text };
  return { value: '', reason: R.notADate(label, text) };
}

/** A count, year or amount, digit groups (`1,00,000`) allowed; its range is the schema's rule. */
export function numberCell(text: string, label: string, whole: boolean): Cell<string> {
  const number = text.replace(/,/g, '');
  if (!number) return { value: '' };
  if (!/^-?\d+(\.\d+)?$/.test(number)) return { value: '', reason: R.notANumber(label, text) };
  if (whole && !Number.isInteger(Number(number))) return { value: '', reason: R.notAWholeNumber(label, text) };
  return { value: number };
}

/** Reasons of a row, and the payload fields whose schema message a reason already says better. */
export class Reasons {
  readonly list: string[] = [];
  readonly explained = new Set<string>();

  add(reason: string, ...fields: string[]) {
    this.list.push(reason);
    for (const field of fields) this.explained.add(field);
  }

  /**
   * A cell's value for the schema; a cell that could not be read gives its reason instead of
   * "required", for itself and for the fields whose rule depends on its value.
   */
  cell<T>(field: string, cell: Cell<T>, ...dependents: string[]): T | '' {
    if (cell.reason) this.add(cell.reason, field, ...dependents);
    return cell.value;
  }

  /** The schema's messages, but for fields already explained, each message once. */
  schema(error: z.ZodError) {
    for (const issue of error.issues) {
      if (!this.explained.has(String(issue.path[0])) && !this.list.includes(issue.message)) this.list.push(issue.message);
    }
  }
}
