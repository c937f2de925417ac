-- A village carries its whole chain (state, district, taluk), checked against districts and taluks,
-- so a beneficiary's place is one key to villages instead of three: one lookup per row where three
-- were a third of a bulk upload's time in the database. The chain is filled from the taluks first.
ALTER TABLE "villages" ADD COLUMN "state_id" smallint;--> statement-breakpoint
ALTER TABLE "villages" ADD COLUMN "district_id" integer;--> statement-breakpoint
UPDATE "villages" v SET "district_id" = t."district_id", "state_id" = d."state_id"
  FROM "talukas" t JOIN "districts" d ON d."district_id" = t."district_id"
  WHERE t."taluka_id" = v."taluka_id";--> statement-breakpoint
ALTER TABLE "villages" ALTER COLUMN "state_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "villages" ALTER COLUMN "district_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "villages" DROP CONSTRAINT "villages_taluka_id_talukas_taluka_id_fk";--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_state_district_fk" FOREIGN KEY ("state_id","district_id") REFERENCES "public"."districts"("state_id","district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_district_taluka_fk" FOREIGN KEY ("district_id","taluka_id") REFERENCES "public"."talukas"("district_id","taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_place_key" UNIQUE("taluka_id","village_id","district_id","state_id");--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_state_district_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_district_taluka_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_taluka_village_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_place_fk" FOREIGN KEY ("taluka_id","village_id","district_id","state_id") REFERENCES "public"."villages"("taluka_id","village_id","district_id","state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" DROP CONSTRAINT "villages_taluka_village_key";
