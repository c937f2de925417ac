-- Shared by every app node (decision 020): an export's progress kept on its row while it runs, and the request
-- counters of rate-limited routes.
CREATE TABLE "rate_limits" (
	"limit_key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "enrolment_row_count" integer;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "progress_at" timestamp with time zone;