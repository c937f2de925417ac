ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "beneficiary_programs_created_by_idx" ON "beneficiary_programs" USING btree ("created_by","created_at") WHERE "beneficiary_programs"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by");--> statement-breakpoint
-- the last sign-in of the staff there are, as far as their sessions still tell
UPDATE "users" u SET "last_sign_in_at" = (SELECT max(s."created_at") FROM "sessions" s WHERE s."user_id" = u."user_id");
