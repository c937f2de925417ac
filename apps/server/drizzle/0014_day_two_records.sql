CREATE TABLE "audit_events" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"beneficiary_program_id" integer,
	"action" text NOT NULL,
	"changes" jsonb,
	"reason" text,
	"upload_id" integer,
	"upload_row" integer,
	"user_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" IN ('beneficiaryCreated', 'beneficiaryUpdated', 'beneficiaryDeactivated', 'beneficiaryReactivated', 'enrolmentCreated', 'enrolmentUpdated', 'enrolmentDeleted', 'enrolmentRestored'))
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"export_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"row_count" integer,
	"outcome" text,
	CONSTRAINT "exports_format_check" CHECK ("exports"."format" IN ('xlsx', 'csv')),
	CONSTRAINT "exports_outcome_check" CHECK ("exports"."outcome" IN ('completed', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"upload_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text,
	"file_hash" text,
	"sheet_name" text,
	"created_count" integer NOT NULL,
	"existing_count" integer NOT NULL,
	"rejected_count" integer NOT NULL,
	"report" jsonb NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" IN ('beneficiaries', 'villages'))
);
--> statement-breakpoint
DROP INDEX "beneficiary_programs_enrolment_key";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "upload_row" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD COLUMN "upload_row" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_beneficiary_program_id_beneficiary_programs_beneficiary_program_id_fk" FOREIGN KEY ("beneficiary_program_id") REFERENCES "public"."beneficiary_programs"("beneficiary_program_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_beneficiary_idx" ON "audit_events" USING btree ("beneficiary_id","audit_id");--> statement-breakpoint
CREATE INDEX "audit_events_enrolment_idx" ON "audit_events" USING btree ("beneficiary_program_id") WHERE "audit_events"."beneficiary_program_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_uploaded_at_idx" ON "uploads" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "uploads_file_hash_idx" ON "uploads" USING btree ("file_hash");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_district_idx" ON "beneficiaries" USING btree ("district_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_taluka_idx" ON "beneficiaries" USING btree ("taluka_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_village_idx" ON "beneficiaries" USING btree ("village_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_created_at_idx" ON "beneficiaries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "beneficiaries_name_order_idx" ON "beneficiaries" USING btree ("name_text","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_inactive_idx" ON "beneficiaries" USING btree ("beneficiary_id") WHERE "beneficiaries"."status_id" <> 1;--> statement-breakpoint
CREATE INDEX "beneficiary_programs_sub_program_idx" ON "beneficiary_programs" USING btree ("sub_program_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiary_programs_program_idx" ON "beneficiary_programs" USING btree ("program_id","beneficiary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_programs_enrolment_key" ON "beneficiary_programs" USING btree ("beneficiary_id","sub_program_id") WHERE "beneficiary_programs"."deleted_at" IS NULL;--> statement-breakpoint
-- The audit is append-only: a record is never changed, and deleted only by the cascade of its person or
-- its enrolment being deleted, which happens only when an upload stopped in the middle is undone
-- (decision 011): the undo deletes the enrolments the upload created, some of people registered before
-- it, and their records must go with them (audit_events_beneficiary_program_id_..._fk, ON DELETE CASCADE).
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
