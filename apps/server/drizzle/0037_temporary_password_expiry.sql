ALTER TABLE "users" ADD COLUMN "password_expires_at" timestamp with time zone;--> statement-breakpoint
-- a temporary password handed out before it expired: its days begin now (TEMPORARY_PASSWORD_HOURS)
UPDATE "users" SET "password_expires_at" = now() + interval '72 hours' WHERE "must_change_password";
