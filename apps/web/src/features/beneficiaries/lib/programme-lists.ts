import { PROGRAMS, SUB_PROGRAMS } from '@portal/contract/lookups';
import { useMemo } from 'react';
import { useProgrammeNames } from '../../../lib/programme-names.ts';

export interface ProgrammeLists {
  programs: readonly { id: number; name: string }[];
  subPrograms: readonly { id: number; programId: number; name: string }[];
}

/**
 * The programmes and sub-programmes a filter or a table lists, as the office keeps them (retired ones
 * too: people are still enrolled in them); the seeded ones until those are read.
 */
export function useProgrammeLists(): ProgrammeLists {
  const { data } = useProgrammeNames();
  return useMemo(
    () =>
      data
        ? {
            programs: data.programs.map((p) => ({ id: p.program_id, name: p.name })),
            subPrograms: data.sub_programs.map((s) => ({ id: s.sub_program_id, programId: s.program_id, name: s.name })),
          }
        : { programs: PROGRAMS, subPrograms: SUB_PROGRAMS },
    [data],
  );
}
