import { z } from 'zod';

export interface FieldLimits {
  min?: number;
  max?: number;
  maxLength?: number;
}

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The schema that checks the value: the preprocessing step and the optional, nullable or default wrapper looked through. */
function checkingSchema(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodPipe) return checkingSchema(schema.out);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return checkingSchema(schema.unwrap());
  return schema;
}

/**
 * The bounds a field's schema checks (number range, text length), read from the contract's schema
 * itself so an input's min, max and maxLength never repeat a number.
 */
export function limitsOf(schema: z.core.$ZodType): FieldLimits {
  const inner = checkingSchema(schema);
  const limits: FieldLimits = {};
  if (inner instanceof z.ZodNumber) {
    const min = finite(inner.minValue);
    const max = finite(inner.maxValue);
    if (min !== undefined) limits.min = min;
    if (max !== undefined) limits.max = max;
  }
  if (inner instanceof z.ZodString) {
    const maxLength = finite(inner.maxLength);
    if (maxLength !== undefined) limits.maxLength = maxLength;
  }
  return limits;
}
