-- Who changed an enrolment last, and when: set by update-program, empty until the first change. The
-- columns are nullable without a default, so adding them rewrites no rows.
ALTER TABLE "beneficiary_programs" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;