import type { DistrictListResponse, TalukaListResponse, VillageListResponse } from '@portal/contract/responses/geography';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface Option {
  value: string;
  label: string;
}

type Level = 'district' | 'taluka' | 'village';
type LevelResponse = DistrictListResponse | TalukaListResponse | VillageListResponse;

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
