-- A beneficiary's place is one chain: village in taluk in district in state. Three composite keys
-- check the chain (one lookup fewer per row than four single keys, and a village of another taluk
-- is refused by the database itself). The referenced pairs need unique keys first.
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_district_key" UNIQUE("state_id","district_id");--> statement-breakpoint
ALTER TABLE "talukas" ADD CONSTRAINT "talukas_district_taluka_key" UNIQUE("district_id","taluka_id");--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_taluka_village_key" UNIQUE("taluka_id","village_id");--> statement-breakpoint
DROP INDEX "villages_taluka_idx";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_state_id_states_state_id_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_district_id_districts_district_id_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_taluka_id_talukas_taluka_id_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_village_id_villages_village_id_fk";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_state_district_fk" FOREIGN KEY ("state_id","district_id") REFERENCES "public"."districts"("state_id","district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_district_taluka_fk" FOREIGN KEY ("district_id","taluka_id") REFERENCES "public"."talukas"("district_id","taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_taluka_village_fk" FOREIGN KEY ("taluka_id","village_id") REFERENCES "public"."villages"("taluka_id","village_id") ON DELETE no action ON UPDATE no action;
