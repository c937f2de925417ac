import { z } from 'zod';

export const DistrictSchema = z.object({ district_id: z.number(), district_name: z.string() });
export const TalukaSchema = z.object({ taluka_id: z.number(), taluka_name: z.string() });
export const VillageSchema = z.object({ village_id: z.number(), village_name: z.string() });
export type District = z.infer<typeof DistrictSchema>;
export type Taluka = z.infer<typeof TalukaSchema>;
export type Village = z.infer<typeof VillageSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ Status: z.literal(true), data: z.array(item) });
export const DistrictListResponseSchema = listOf(DistrictSchema);
export const TalukaListResponseSchema = listOf(TalukaSchema);
export const VillageListResponseSchema = listOf(VillageSchema);
export type DistrictListResponse = z.infer<typeof DistrictListResponseSchema>;
export type TalukaListResponse = z.infer<typeof TalukaListResponseSchema>;
export type VillageListResponse = z.infer<typeof VillageListResponseSchema>;
