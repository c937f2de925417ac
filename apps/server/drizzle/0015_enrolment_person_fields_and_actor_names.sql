ALTER TABLE "beneficiary_programs" ADD COLUMN "education_level_id" smallint;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "institute" text;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "field_of_study" text;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "education_status_id" smallint;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "passing_year" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "is_certified" smallint;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "certification_name" text;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "family_annual_source_id" smallint;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "earning_members" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "earning_range_id" smallint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "user_name" text;--> statement-breakpoint
-- the records written before this keep the name their actor has now, the best known; the append-only
-- trigger is set aside for this one statement of the migration
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
UPDATE "audit_events" a SET "user_name" = u."emp_name" FROM "users" u WHERE u."user_id" = a."user_id";--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "user_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_education_level_id_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_family_annual_source_id_occupations_id_fk" FOREIGN KEY ("family_annual_source_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_earning_range_id_income_ranges_id_fk" FOREIGN KEY ("earning_range_id") REFERENCES "public"."income_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_education_status_check" CHECK ("beneficiary_programs"."education_status_id" in (6, 5));--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_certified_check" CHECK ("beneficiary_programs"."is_certified" in (0, 1));--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_passing_year_check" CHECK ("beneficiary_programs"."passing_year" >= 1900);--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_earning_members_check" CHECK ("beneficiary_programs"."earning_members" >= 0);