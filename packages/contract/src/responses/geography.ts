import { z } from 'zod';

export const DistrictSchema = z.object({ district_id: z.number(), district_name: z.string() });
export const TalukaSchema = z.object({ taluka_id: z.number(), taluka_name: z.string() });
export const VillageSchema = z.object({
  village_id: z.number(),
  village_name: z.string(),
  /** The taluk the village is in, given when the list is of a parent taluk's villages (decision 013). */
  taluka_id: z.number().optional(),
});
/** A taluk whose villages a newer taluk without villages of its own offers. */
export const ParentTalukaSchema = TalukaSchema.extend({ district_name: z.string() });
export type District = z.infer<typeof DistrictSchema>;
export type Taluka = z.infer<typeof TalukaSchema>;
export type Village = z.infer<typeof VillageSchema>;
export type ParentTaluka = z.infer<typeof ParentTalukaSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ Status: z.literal(true), data: z.array(item) });
export const DistrictListResponseSchema = listOf(DistrictSchema);
export const TalukaListResponseSchema = listOf(TalukaSchema);
/**
 * A taluk's villages. A taluk created after 2011 whose villages the reference list still files under
 * the taluks it was carved from has none of its own: then `data` lists those taluks' villages, each
 * with its taluk, and `parent_taluks` names them (empty for a taluk with villages of its own).
 */
export const VillageListResponseSchema = listOf(VillageSchema).extend({ parent_taluks: z.array(ParentTalukaSchema) });
export type DistrictListResponse = z.infer<typeof DistrictListResponseSchema>;
export type TalukaListResponse = z.infer<typeof TalukaListResponseSchema>;
export type VillageListResponse = z.infer<typeof VillageListResponseSchema>;
