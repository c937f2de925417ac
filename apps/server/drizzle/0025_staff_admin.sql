CREATE TABLE "admin_events" (
	"admin_event_id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"user_name" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_events_subject_check" CHECK ("admin_events"."subject" IN ('user', 'role')),
	CONSTRAINT "admin_events_action_check" CHECK ("admin_events"."action" IN ('userCreated', 'userUpdated', 'userDeactivated', 'userReactivated', 'passwordReset', 'roleCreated', 'roleUpdated', 'roleRetired', 'roleRestored'))
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_events" ADD CONSTRAINT "admin_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_events_subject_idx" ON "admin_events" USING btree ("subject","subject_id","admin_event_id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_status_id_record_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."record_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The administration history is append-only: a record is never changed or deleted.
CREATE FUNCTION admin_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER admin_events_append_only BEFORE UPDATE OR DELETE ON admin_events
  FOR EACH ROW EXECUTE FUNCTION admin_events_append_only();
