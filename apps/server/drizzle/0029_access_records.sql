CREATE TABLE "person_reads" (
	"read_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_reads_kind_check" CHECK ("person_reads"."kind" IN ('details', 'history', 'print'))
);
--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "district_counts" jsonb;--> statement-breakpoint
CREATE INDEX "person_reads_person_idx" ON "person_reads" USING btree ("beneficiary_id","read_id");--> statement-breakpoint
CREATE INDEX "person_reads_user_idx" ON "person_reads" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "person_reads_read_at_idx" ON "person_reads" USING btree ("read_at");--> statement-breakpoint
-- The access records are never changed; only those past the office's retention are deleted (decision 035).
CREATE FUNCTION person_reads_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'person_reads is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER person_reads_unchanged BEFORE UPDATE ON person_reads
  FOR EACH ROW EXECUTE FUNCTION person_reads_unchanged();
