-- Beneficiary uploads write their rows in short transactions, a chunk each, so that other users are
-- answered between chunks (on the embedded database a transaction holds every other query). An
-- upload is listed here from its first chunk until its last, and each chunk records, in its own
-- transaction, the people and enrolments it created: an upload stopped in the middle is undone from
-- these rows by the next upload, or when the portal starts.
CREATE TABLE "upload_transaction_chunks" (
	"upload_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"beneficiary_ids" integer[] NOT NULL,
	"enrolment_ids" integer[] NOT NULL,
	CONSTRAINT "upload_transaction_chunks_upload_id_chunk_pk" PRIMARY KEY("upload_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "upload_transactions" (
	"upload_id" serial PRIMARY KEY NOT NULL,
	"uploaded_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_transaction_chunks" ADD CONSTRAINT "upload_transaction_chunks_upload_id_upload_transactions_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_transactions"("upload_id") ON DELETE cascade ON UPDATE no action;