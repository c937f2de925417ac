CREATE TABLE "privacy_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_on" date,
	"outcome" text,
	"closed_by" integer,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" IN ('access', 'correction', 'erasure', 'withdrawal', 'grievance')),
	CONSTRAINT "privacy_requests_channel_check" CHECK ("privacy_requests"."channel" IN ('in_person', 'phone', 'letter', 'email', 'other')),
	CONSTRAINT "privacy_requests_outcome_check" CHECK ("privacy_requests"."outcome" IS NULL OR "privacy_requests"."outcome" IN ('fulfilled', 'refused')),
	CONSTRAINT "privacy_requests_closed_check" CHECK (("privacy_requests"."closed_on" IS NULL) = ("privacy_requests"."outcome" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "request_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_person_idx" ON "privacy_requests" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("received_on") WHERE closed_on IS NULL;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_request_days" CHECK ("privacy_settings"."request_days" BETWEEN 1 AND 90);