CREATE TABLE "draft_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"draft_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_keys_key_length" CHECK (octet_length("draft_keys"."draft_key") = 32)
);
--> statement-breakpoint
ALTER TABLE "draft_keys" ADD CONSTRAINT "draft_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;