-- Decision 013. Villages move to their current taluks at start (geography-seed.ts), their people with
-- them: a person's place key follows their village's, so both are updated in one transaction with the
-- key checked at its end. The key becomes deferrable; it is still checked at every statement unless a
-- transaction defers it, as only that move does.
ALTER TABLE "beneficiaries" ALTER CONSTRAINT "beneficiaries_place_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- the taluks a newer taluk was carved from: their villages are offered where it has none of its own
CREATE TABLE "taluk_parents" (
	"taluka_id" integer NOT NULL,
	"parent_taluka_id" integer NOT NULL,
	CONSTRAINT "taluk_parents_pkey" PRIMARY KEY("taluka_id","parent_taluka_id"),
	CONSTRAINT "taluk_parents_not_self_check" CHECK ("taluk_parents"."taluka_id" <> "taluk_parents"."parent_taluka_id")
);
--> statement-breakpoint
ALTER TABLE "taluk_parents" ADD CONSTRAINT "taluk_parents_taluka_id_talukas_taluka_id_fk" FOREIGN KEY ("taluka_id") REFERENCES "public"."talukas"("taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taluk_parents" ADD CONSTRAINT "taluk_parents_parent_taluka_id_talukas_taluka_id_fk" FOREIGN KEY ("parent_taluka_id") REFERENCES "public"."talukas"("taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taluk_parents_parent_idx" ON "taluk_parents" USING btree ("parent_taluka_id");--> statement-breakpoint
-- a person moved by the reference list has a record with no user: only that action may lack one
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" IN ('beneficiaryCreated', 'beneficiaryUpdated', 'beneficiaryDeactivated', 'beneficiaryReactivated', 'enrolmentCreated', 'enrolmentUpdated', 'enrolmentDeleted', 'enrolmentRestored', 'talukFromReferenceList'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_check" CHECK ("audit_events"."user_id" IS NOT NULL OR "audit_events"."action" IN ('talukFromReferenceList'));
