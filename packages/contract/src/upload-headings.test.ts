import { describe, expect, it } from 'vitest';
import { PERSON_FIELDS } from './beneficiary.ts';
import { ENROLMENT_FIELDS } from './program.ts';
import { UPLOAD_COLUMN_OF } from './upload-columns.ts';
import { CONSENT_UPLOAD_FIELDS } from './upload-consent-fields.ts';
import { BENEFICIARY_FIELD_HEADINGS, BENEFICIARY_HEADING_ALIASES, BENEFICIARY_TEMPLATE_HEADINGS } from './upload-headings.ts';
import { BENEFICIARY_UPLOAD_FIELDS } from './upload-template.ts';

const key = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

describe('the columns of a beneficiary sheet', () => {
  it('are the facilitator, a column for every field of a person and of an enrolment, and the consent columns, each once', () => {
    const columns = [...PERSON_FIELDS, ...ENROLMENT_FIELDS].map((field) => UPLOAD_COLUMN_OF[field]);
    expect(new Set(columns).size).toBe(columns.length);
    expect(['ff_email', ...columns, ...CONSENT_UPLOAD_FIELDS].sort()).toEqual([...BENEFICIARY_UPLOAD_FIELDS].sort());
  });

  it('end with the consent columns, after every column of the spec', () => {
    expect(BENEFICIARY_UPLOAD_FIELDS.slice(-CONSENT_UPLOAD_FIELDS.length)).toEqual(CONSENT_UPLOAD_FIELDS);
    expect(BENEFICIARY_TEMPLATE_HEADINGS.slice(-CONSENT_UPLOAD_FIELDS.length).map(([, field]) => field)).toEqual(
      CONSENT_UPLOAD_FIELDS,
    );
  });
});

describe('the headings of a beneficiary sheet', () => {
  it('name every field of a record, for the reasons about a column', () => {
    expect(Object.keys(BENEFICIARY_FIELD_HEADINGS).sort()).toEqual([...BENEFICIARY_UPLOAD_FIELDS].sort());
  });

  it('give each template column a heading of its own, and no other spelling stands for two fields', () => {
    const fields = new Map<string, string>();
    for (const [heading, field] of [...BENEFICIARY_TEMPLATE_HEADINGS, ...BENEFICIARY_HEADING_ALIASES]) {
      expect(fields.get(key(heading)) ?? field, heading).toBe(field);
      fields.set(key(heading), field);
    }
    expect(new Set(BENEFICIARY_TEMPLATE_HEADINGS.map(([, field]) => field)).size).toBe(BENEFICIARY_TEMPLATE_HEADINGS.length);
  });
});
