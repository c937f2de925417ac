CREATE TABLE "consents" (
	"beneficiary_id" integer PRIMARY KEY NOT NULL,
	"notice_version" integer NOT NULL,
	"method" text NOT NULL,
	"witness_name" text,
	"guardian_name" text,
	"guardian_relationship" text,
	"given_on" date NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "consents_method_check" CHECK ("consents"."method" IN ('signed_form', 'thumb_impression', 'verbal_witness')),
	CONSTRAINT "consents_relationship_check" CHECK ("consents"."guardian_relationship" IS NULL OR "consents"."guardian_relationship" IN ('mother', 'father', 'guardian')),
	CONSTRAINT "consents_source_check" CHECK ("consents"."source" IN ('form', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"text_en" text NOT NULL,
	"text_kn" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"consent_required" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "privacy_settings_one_row" CHECK ("privacy_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "admin_events" DROP CONSTRAINT "admin_events_subject_check";--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_events" ADD CONSTRAINT "admin_events_subject_check" CHECK ("admin_events"."subject" IN ('user', 'role', 'program', 'subProgram', 'occupation', 'educationLevel', 'incomeRange', 'outreachChannel', 'mutualFundProvider', 'mutualFundType', 'privacy'));--> statement-breakpoint
-- the office's settings: one row, consent required until the office decides otherwise
INSERT INTO "privacy_settings" DEFAULT VALUES;
--> statement-breakpoint
-- the notices are never changed: an edit adds a version
CREATE FUNCTION privacy_notices_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'privacy_notices is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER privacy_notices_unchanged BEFORE UPDATE OR DELETE ON privacy_notices
  FOR EACH ROW EXECUTE FUNCTION privacy_notices_unchanged();
