import type { z } from 'zod';

export interface FieldLimits {
  min?: number;
  max?: number;
  maxLength?: number;
}

interface Peelable {
  def: { type: string; out?: unknown; innerType?: unknown };
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
}

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The bounds a field's schema checks (number range, text length), read from the contract's schema
 * itself so an input's min, max and maxLength never repeat a number: the preprocessing step and the
 * optional wrapper are looked through.
 */
export function limitsOf(schema: z.ZodType): FieldLimits {
  let inner = schema as unknown as Peelable;
  for (;;) {
    const { type, out, innerType } = inner.def;
    if (type === 'pipe' && out) inner = out as Peelable;
    else if ((type === 'optional' || type === 'nullable' || type === 'default') && innerType) inner = innerType as Peelable;
    else break;
  }
  const limits: FieldLimits = {};
  const min = finite(inner.minValue);
  const max = finite(inner.maxValue);
  const maxLength = finite(inner.maxLength);
  if (min !== undefined) limits.min = min;
  if (max !== undefined) limits.max = max;
  if (maxLength !== undefined) limits.maxLength = maxLength;
  return limits;
}
