-- Fixed codes of spec §9 (gender, education and enrolment status, SIP or LUMPSUM, record status) are
-- checked by CHECKs, as the other enumerations already were; their tables keep the names. A foreign
-- key to a two-row table looked up and locked one of its rows for every row written.
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_gender_id_genders_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_education_status_id_education_statuses_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_status_id_record_statuses_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiary_programs" DROP CONSTRAINT "beneficiary_programs_enrollment_status_enrollment_statuses_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiary_programs" DROP CONSTRAINT "beneficiary_programs_mutual_fund_type_id_mutual_fund_types_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiary_programs" DROP CONSTRAINT "beneficiary_programs_status_id_record_statuses_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_gender_check" CHECK ("beneficiaries"."gender_id" in (1, 2));--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_education_status_check" CHECK ("beneficiaries"."education_status_id" in (6, 5));--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_status_check" CHECK ("beneficiaries"."status_id" in (1, 2));--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_enrollment_status_check" CHECK ("beneficiary_programs"."enrollment_status" in (4, 5));--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_mutual_fund_type_check" CHECK ("beneficiary_programs"."mutual_fund_type_id" in (1, 2));--> statement-breakpoint
ALTER TABLE "beneficiary_programs" ADD CONSTRAINT "beneficiary_programs_status_check" CHECK ("beneficiary_programs"."status_id" in (1, 2));