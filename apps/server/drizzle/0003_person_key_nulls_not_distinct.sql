-- Without Aadhaar digits, the same first name and date of birth are the same person too, so a
-- re-uploaded sheet cannot create a second copy of someone whose Aadhaar is missing.
DROP INDEX IF EXISTS "beneficiaries_person_key";--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_person_key" ON "beneficiaries" USING btree (lower(regexp_replace("first_name", '\s', '', 'g')),"dob","aadhaar_no") NULLS NOT DISTINCT;
