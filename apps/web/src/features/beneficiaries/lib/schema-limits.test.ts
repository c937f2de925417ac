import { BeneficiaryCreateSchema } from '@portal/contract/beneficiary';
import { ADDRESS_MAX_LENGTH, MIN_PASSING_YEAR, TEXT_MAX_LENGTH } from '@portal/contract/constants';
import { ProgramFieldsSchema } from '@portal/contract/program';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitsOf } from './schema-limits.ts';

describe('limitsOf', () => {
  it('reads number bounds through the preprocessing and the optional wrapper', () => {
    expect(limitsOf(z.preprocess((v) => v, z.number().min(2).max(7).optional()))).toEqual({ min: 2, max: 7 });
    const program = ProgramFieldsSchema.shape;
    expect(limitsOf(program.passing_year).min).toBe(MIN_PASSING_YEAR);
    expect(limitsOf(program.passing_year).max).toBeGreaterThan(new Date().getFullYear());
    expect(limitsOf(program.earning_members).min).toBe(0);
  });

  it('reads text lengths', () => {
    const beneficiary = BeneficiaryCreateSchema.shape;
    expect(limitsOf(beneficiary.last_name)).toEqual({ maxLength: TEXT_MAX_LENGTH });
    expect(limitsOf(beneficiary.permanent_address)).toEqual({ maxLength: ADDRESS_MAX_LENGTH });
    expect(limitsOf(ProgramFieldsSchema.shape.institute).maxLength).toBe(TEXT_MAX_LENGTH);
  });

  it('gives nothing for a schema without bounds', () => {
    expect(limitsOf(z.string())).toEqual({});
    expect(limitsOf(z.preprocess((v) => v, z.number()))).toEqual({});
  });
});
