import type {
  DistrictListResponse,
  ParentTaluka,
  TalukaListResponse,
  VillageListResponse,
} from '@portal/contract/responses/geography';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface Option {
  value: string;
  label: string;
}

type Level = 'district' | 'taluka';
type LevelResponse = DistrictListResponse | TalukaListResponse;

async function fetchLevel(level: Level, parentId: string, signal: AbortSignal): Promise<Option[]> {
  try {
    const response = await apiRequest<LevelResponse>(`/org/get-${level}-list/${parentId}`, { signal });
    const rows: Record<string, string | number>[] = response.data ?? [];
    return rows.map((row) => ({ value: String(row[`${level}_id`]), label: String(row[`${level}_name`]) }));
  } catch {
    // a failed look-up empties the corresponding list (spec §8)
    return [];
  }
}

/** Options of one level of the address cascade, loaded when its parent is chosen. */
export function useGeographyOptions(level: Level, parentId: string | undefined) {
  const query = useQuery({
    queryKey: ['geography', level, parentId],
    queryFn: ({ signal }) => fetchLevel(level, parentId as string, signal),
    enabled: Boolean(parentId),
    staleTime: 60 * 60_000,
  });
  return parentId ? (query.data ?? []) : [];
}

export interface VillageOption extends Option {
  /** The village's taluk, given when the list is of parent taluks' villages. */
  talukaId?: number;
}

export interface VillageOptions {
  villages: VillageOption[];
  /**
   * The taluks whose villages these are, when the taluk chosen has none of its own (a taluk created
   * after 2011 that the reference list has no villages for yet, decision 013); empty otherwise.
   */
  parents: ParentTaluka[];
}

const NO_VILLAGES: VillageOptions = { villages: [], parents: [] };

async function fetchVillages(talukaId: string, signal: AbortSignal): Promise<VillageOptions> {
  try {
    const response = await apiRequest<VillageListResponse>(`/org/get-village-list/${talukaId}`, { signal });
    return {
      villages: (response.data ?? []).map((v) => ({ value: String(v.village_id), label: v.village_name, talukaId: v.taluka_id })),
      parents: response.parent_taluks ?? [],
    };
  } catch {
    // a failed look-up empties the corresponding list (spec §8)
    return NO_VILLAGES;
  }
}

/** The villages of a taluk, or of the taluks it was carved from when it has none of its own. */
export function useVillageOptions(talukaId: string | undefined): VillageOptions {
  const query = useQuery({
    queryKey: ['geography', 'village', talukaId],
    queryFn: ({ signal }) => fetchVillages(talukaId as string, signal),
    enabled: Boolean(talukaId),
    staleTime: 60 * 60_000,
  });
  return talukaId ? (query.data ?? NO_VILLAGES) : NO_VILLAGES;
}
