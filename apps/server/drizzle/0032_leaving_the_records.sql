CREATE TABLE "erasures" (
	"beneficiary_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"erased_by" integer,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_reason_check" CHECK ("erasures"."reason" IN ('request', 'withdrawn', 'purpose_served'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"beneficiary_id" integer PRIMARY KEY NOT NULL,
	"withdrawn_on" date NOT NULL,
	"channel" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_channel_check" CHECK ("withdrawals"."channel" IN ('in_person', 'phone', 'letter', 'email', 'other'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_check";--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "withdrawal_keep_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_erased_by_users_user_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_withdrawal_keep_days" CHECK ("privacy_settings"."withdrawal_keep_days" BETWEEN 0 AND 3650);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" IN ('beneficiaryCreated', 'beneficiaryUpdated', 'beneficiaryDeactivated', 'beneficiaryReactivated', 'enrolmentCreated', 'enrolmentUpdated', 'enrolmentDeleted', 'enrolmentRestored', 'talukFromReferenceList', 'consentWithdrawn', 'beneficiaryErased'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_check" CHECK ("audit_events"."user_id" IS NOT NULL OR "audit_events"."action" IN ('talukFromReferenceList', 'beneficiaryErased'));--> statement-breakpoint
-- An erasure (decision 039) is the one change the audit takes: for a person recorded in `erasures`, each
-- changed field's old and new value and the record's reason are emptied; which field, what happened,
-- who and when stay as they were. Every other UPDATE and DELETE is refused as before.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND EXISTS (SELECT 1 FROM erasures e WHERE e.beneficiary_id = OLD.beneficiary_id)
    AND NEW.reason IS NULL
    AND (to_jsonb(NEW) - 'changes' - 'reason') = (to_jsonb(OLD) - 'changes' - 'reason')
    AND jsonb_typeof(coalesce(NEW.changes, '[]'::jsonb)) = 'array'
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(coalesce(NEW.changes, '[]'::jsonb)) c
      WHERE c -> 'from' <> 'null'::jsonb OR c -> 'to' <> 'null'::jsonb
    )
    AND jsonb_array_length(coalesce(NEW.changes, '[]'::jsonb)) = jsonb_array_length(coalesce(OLD.changes, '[]'::jsonb))
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
