import { describe, expect, it } from 'vitest';
import { peopleSeenCsv, peopleSeenFileName } from './people-seen-csv.ts';

const seen = {
  user_id: 4,
  emp_name: 'Asha',
  email: 'asha@example.org',
  from: '2026-11-01',
  to: '2026-11-30',
  people_viewed: 3,
  reads: 5,
  exports: [],
  by_district: [
    { district_id: 1, district_name: 'Mysuru', viewed: 2, exported: 0 },
    { district_id: 2, district_name: 'Bengaluru Urban, North', viewed: 1, exported: 1200 },
  ],
};

describe('the people seen as a file', () => {
  it('writes a heading and a row per district, names in the language asked, quoted where they hold a comma', () => {
    const bytes = peopleSeenCsv(seen, {
      district: 'ಜಿಲ್ಲೆ',
      viewed: 'Opened',
      exported: 'Exported',
      districtName: (name) => (name === 'Mysuru' ? 'ಮೈಸೂರು' : name),
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).trim().split('\n')).toEqual(['ಜಿಲ್ಲೆ,Opened,Exported', 'ಮೈಸೂರು,2,0', '"Bengaluru Urban, North",1,1200']);
  });

  it('names the file by the e-mail and the days, with nothing a file name cannot hold', () => {
    expect(peopleSeenFileName({ ...seen, email: 'a/b c@x.org' })).toBe('people-seen-a_b_c@x.org-2026-11-01-2026-11-30.csv');
  });
});
