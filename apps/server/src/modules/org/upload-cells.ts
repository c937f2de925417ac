import { EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import type { LookupOption } from '@portal/contract/lookups';
import type { RejectedRow } from '@portal/contract/org-upload';
import {
  type KindKey,
  type LabelKey,
  REASONS as R,
  type Reason,
  type ReasonId,
  reasonsText,
} from '@portal/contract/upload-reasons';
import type { z } from 'zod';
import { looseKey } from '../geography/place-names.ts';

/** A sheet cell as trimmed text; '' for an empty cell. */
export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * A sheet cell made ready for the contract's schema: the value to check, or '' with the reason it could
 * not be read (the schema would only say "required", which is not what is wrong).
 */
export interface Cell<T> {
  value: T | '';
  reason?: Reason;
}

/** The values of a look-up table by their loose key, and their names in order for "use one of …". */
export interface LookupValues<T> {
  byKey: Map<string, T>;
  names: string[];
}

export function lookupValues<R extends { name: string; name_kn?: string | null }, T>(
  rows: R[],
  value: (row: R) => T,
): LookupValues<T> {
  // a value is found by its English name or by the office's Kannada name
  const keys = rows.flatMap((r) => [
    [looseKey(r.name), value(r)] as const,
    ...(r.name_kn ? [[looseKey(r.name_kn), value(r)] as const] : []),
  ]);
  return { byKey: new Map(keys), names: rows.map((r) => r.name) };
}

/** A value of a look-up table, written in any case, spacing or dash. */
export function lookupCell<T>(text: string, kind: KindKey, values: LookupValues<T>): Cell<T> {
  if (!text) return { value: '' };
  const found = values.byKey.get(looseKey(text));
  return found === undefined ? { value: '', reason: R.unknownValue(kind, text, values.names) } : { value: found };
}

/** A coded column (gender, yes/no, SIP/LUMPSUM, education status): the code, or one of the code's names. */
export function codeCell(text: string, label: LabelKey, options: readonly LookupOption[]): Cell<number> {
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
export function dateCell(text: string, label: LabelKey): Cell<string> {
  if (!text || isCalendarDay(text)) return { value: text };
  return { value: '', reason: R.notADate(label, text) };
}

/** A count, year or amount, digit groups (`1,00,000`) allowed; its range is the schema's rule. */
export function numberCell(text: string, label: LabelKey, whole: boolean): Cell<string> {
  const number = text.replace(/,/g, '');
  if (!number) return { value: '' };
  if (!/^-?\d+(\.\d+)?$/.test(number)) return { value: '', reason: R.notANumber(label, text) };
  if (whole && !Number.isInteger(Number(number))) return { value: '', reason: R.notAWholeNumber(label, text) };
  return { value: number };
}

/**
 * The message id of a rule's own text (the contract's schemas speak in the catalogue's English texts),
 * so the report can show it in the user's language; a text with no id is passed on as it is.
 */
const RULE_PREFIXES = ['beneficiaryRule.', 'programRule.', 'consentRule.', 'request.'];
const idOfText = new Map<string, MessageId>();
for (const [id, text] of Object.entries(EN_IN) as [MessageId, string][]) {
  if (RULE_PREFIXES.some((prefix) => id.startsWith(prefix)) && !text.includes('{') && !idOfText.has(text)) idOfText.set(text, id);
}
export const ruleReason = (message: string): Reason => {
  const id = idOfText.get(message);
  return id ? { reasonId: id as ReasonId } : R.other(message);
};

/** A rejected row (or a note): the English text of spec §7 and the same reasons by message id. */
export const rejectedRow = (row: number, reasons: Reason[]): RejectedRow => ({
  row,
  reason: reasonsText(reasons, formatMessage),
  reasons,
});

/** Reasons of a row, and the payload fields whose schema message a reason already says better. */
export class Reasons {
  readonly list: Reason[] = [];
  readonly explained = new Set<string>();
  private readonly messages = new Set<string>();

  add(reason: Reason, ...fields: string[]) {
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
      if (this.explained.has(String(issue.path[0])) || this.messages.has(issue.message)) continue;
      this.messages.add(issue.message);
      this.list.push(ruleReason(issue.message));
    }
  }
}
