import { BENEFICIARY_RULES, PROGRAM_RULES } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { ruleMessageId } from './rule-messages.ts';

describe('ruleMessageId', () => {
  it('finds the id of every rule message of the schemas', () => {
    for (const [key, english] of Object.entries(BENEFICIARY_RULES)) expect(ruleMessageId(english)).toBe(`beneficiaryRule.${key}`);
    // Family Income is one message for two fields: one id
    for (const [key, english] of Object.entries(PROGRAM_RULES)) expect(ruleMessageId(english)).toBe(`programRule.${key}`);
  });

  it('knows no other text', () => {
    expect(ruleMessageId('Mobile')).toBeUndefined();
    expect(ruleMessageId(undefined)).toBeUndefined();
  });
});
