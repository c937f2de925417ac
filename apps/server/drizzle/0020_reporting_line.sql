ALTER TABLE "users" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_users_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_manager_idx" ON "users" USING btree ("manager_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_check" CHECK ("users"."manager_id" <> "users"."user_id");--> statement-breakpoint
-- The reporting line of the staff there are: a manager's name links to the one user of that name
-- (case and outer spaces aside); a name that fits no user, or several, stays text alone, and
-- `npm run cli -- user managers` lists those.
UPDATE "users" u SET "manager_id" = m."user_id", "manager_name" = m."emp_name"
FROM "users" m
WHERE u."manager_name" IS NOT NULL AND m."user_id" <> u."user_id"
  AND lower(btrim(m."emp_name")) = lower(btrim(u."manager_name"))
  AND (SELECT count(*) FROM "users" x WHERE lower(btrim(x."emp_name")) = lower(btrim(u."manager_name"))) = 1;
