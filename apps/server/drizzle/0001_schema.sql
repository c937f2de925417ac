CREATE TABLE "beneficiaries" (
	"beneficiary_id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"gender_id" smallint NOT NULL,
	"aadhaar_no" text,
	"dob" date NOT NULL,
	"mobile_no" text,
	"email_id" text,
	"permanent_address" text,
	"pincode" text,
	"state_id" smallint NOT NULL,
	"district_id" integer NOT NULL,
	"taluka_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"total_family_members" integer NOT NULL,
	"beneficiary_annual_source_id" smallint NOT NULL,
	"education_level_id" smallint,
	"institute" text,
	"field_of_study" text,
	"education_status_id" smallint,
	"passing_year" integer,
	"is_certified" smallint,
	"certification_name" text,
	"family_annual_source_id" smallint,
	"earning_members" integer,
	"earning_range_id" smallint,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(mobile_no, '') || ' ' || coalesce(aadhaar_no, '') || ' ' || coalesce(pincode, ''))) STORED,
	CONSTRAINT "beneficiaries_aadhaar_check" CHECK ("beneficiaries"."aadhaar_no" ~ '^[0-9]{4}$'),
	CONSTRAINT "beneficiaries_mobile_check" CHECK ("beneficiaries"."mobile_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "beneficiaries_pincode_check" CHECK ("beneficiaries"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "beneficiaries_family_check" CHECK ("beneficiaries"."total_family_members" >= 0),
	CONSTRAINT "beneficiaries_certified_check" CHECK ("beneficiaries"."is_certified" in (0, 1)),
	CONSTRAINT "beneficiaries_passing_year_check" CHECK ("beneficiaries"."passing_year" >= 1900),
	CONSTRAINT "beneficiaries_earning_members_check" CHECK ("beneficiaries"."earning_members" >= 0)
);
--> statement-breakpoint
CREATE TABLE "beneficiary_programs" (
	"beneficiary_program_id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"sub_program_id" integer NOT NULL,
	"enrollment_date" date NOT NULL,
	"enrollment_status" smallint NOT NULL,
	"df_associate" smallint NOT NULL,
	"df_associate_emp_id" text,
	"outreach_channel_id" smallint NOT NULL,
	"mutual_fund_provider_id" smallint,
	"mutual_fund_type_id" smallint,
	"mutual_fund_duration" integer,
	"investment_amount" numeric(14, 2),
	"reason_for_investment" text,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiary_programs_df_check" CHECK ("beneficiary_programs"."df_associate" in (0, 1)),
	CONSTRAINT "beneficiary_programs_duration_check" CHECK ("beneficiary_programs"."mutual_fund_duration" >= 0),
	CONSTRAINT "beneficiary_programs_amount_check" CHECK ("beneficiary_programs"."investment_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"district_id" serial PRIMARY KEY NOT NULL,
	"state_id" smallint NOT NULL,
	"district_name" text NOT NULL,
	"district_code" integer,
	CONSTRAINT "districts_district_code_unique" UNIQUE("district_code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_id" smallint PRIMARY KEY NOT NULL,
	"state_name" text NOT NULL,
	CONSTRAINT "states_state_name_unique" UNIQUE("state_name")
);
--> statement-breakpoint
CREATE TABLE "talukas" (
	"taluka_id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"taluka_name" text NOT NULL,
	"taluk_code" integer,
	CONSTRAINT "talukas_taluk_code_unique" UNIQUE("taluk_code")
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"village_id" serial PRIMARY KEY NOT NULL,
	"taluka_id" integer NOT NULL,
	"village_name" text NOT NULL,
	"village_code" integer,
	CONSTRAINT "villages_village_code_unique" UNIQUE("village_code")
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "education_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "education_statuses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "education_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "enrollment_statuses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "enrollment_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "income_ranges" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "income_ranges_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mutual_fund_providers" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "mutual_fund_providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mutual_fund_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "mutual_fund_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "occupations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "outreach_channels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "outreach_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"program_name" text NOT NULL,
	CONSTRAINT "programs_program_name_unique" UNIQUE("program_name")
);
--> statement-breakpoint
CREATE TABLE "record_statuses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "record_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sub_programs" (
	"sub_program_id" integer PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"sub_program_name" text NOT NULL,
	CONSTRAINT "sub_programs_sub_program_name_unique" UNIQUE("sub_program_name")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"throttle_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"menu_name" text NOT NULL,
	"action" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_action_unique" UNIQUE("action")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_permissions" text NOT NULL,
	CONSTRAINT "roles_role_name_unique" UNIQUE("role_name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"emp_name" text NOT NULL,
	"work_email" text NOT NULL,
	"mobile" text,
	"entity_name" text,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"employee_number" text,
	"cost_center_name" text,
	"job_title" text,
	"pay_grade" text,
	"manager_name" text,
	"office_location" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_emp_id_unique" UNIQUE("emp_id"),
	CONSTRAINT "users_work_email_unique" UNIQUE("work_email")
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_state_id_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_district_id_districts_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_taluka_id_talukas_taluka_id_fk" FOREIGN KEY ("taluka_id") REFERENCES "public"."talukas"("taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_village_id_villages_village_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("village_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_beneficiary_annual_source_id_occupations_id_fk" FOREIGN KEY ("beneficiary_annual_source_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_education_level_id_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_education_status_id_education_statuses_id_fk" FOREIGN KEY ("education_status_id") REFERENCES "public"."education_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_family_annual_source_id_occupations_id_fk" FOREIGN KEY ("family_annual_source_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_earning_range_id_income_ranges_id_fk" FOREIGN KEY ("earning_range_id") REFERENCES "public"."income_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_status_id_record_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."record_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_sub_program_id_sub_programs_sub_program_id_fk" FOREIGN KEY ("sub_program_id") REFERENCES "public"."sub_programs"("sub_program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_enrollment_status_enrollment_statuses_id_fk" FOREIGN KEY ("enrollment_status") REFERENCES "public"."enrollment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_outreach_channel_id_outreach_channels_id_fk" FOREIGN KEY ("outreach_channel_id") REFERENCES "public"."outreach_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_mutual_fund_provider_id_mutual_fund_providers_id_fk" FOREIGN KEY ("mutual_fund_provider_id") REFERENCES "public"."mutual_fund_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_mutual_fund_type_id_mutual_fund_types_id_fk" FOREIGN KEY ("mutual_fund_type_id") REFERENCES "public"."mutual_fund_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_status_id_record_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."record_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talukas" ADD CONSTRAINT "talukas_district_id_districts_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_taluka_id_talukas_taluka_id_fk" FOREIGN KEY ("taluka_id") REFERENCES "public"."talukas"("taluka_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD CONSTRAINT "sub_programs_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_id_record_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."record_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_person_key" ON "beneficiaries" USING btree (lower(regexp_replace("first_name", '\s', '', 'g')),"dob","aadhaar_no");--> statement-breakpoint
CREATE INDEX "beneficiaries_created_by_idx" ON "beneficiaries" USING btree ("created_by","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_search_trgm_idx" ON "beneficiaries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_programs_enrolment_key" ON "beneficiary_programs" USING btree ("beneficiary_id","sub_program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_name_key" ON "districts" USING btree ("state_id",lower(regexp_replace(btrim("district_name"), '\s+', ' ', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "talukas_district_name_key" ON "talukas" USING btree ("district_id",lower(regexp_replace(btrim("taluka_name"), '\s+', ' ', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "villages_taluka_name_key" ON "villages" USING btree ("taluka_id",lower(regexp_replace(btrim("village_name"), '\s+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "villages_taluka_idx" ON "villages" USING btree ("taluka_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");