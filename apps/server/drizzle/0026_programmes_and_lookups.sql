ALTER TABLE "admin_events" DROP CONSTRAINT "admin_events_subject_check";--> statement-breakpoint
ALTER TABLE "admin_events" DROP CONSTRAINT "admin_events_action_check";--> statement-breakpoint
ALTER TABLE "education_levels" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "education_levels" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "education_levels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_ranges" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "income_ranges" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_ranges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mutual_fund_providers" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "mutual_fund_providers" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mutual_fund_providers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mutual_fund_types" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "mutual_fund_types" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mutual_fund_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "family_income_source" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_channels" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "outreach_channels" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_channels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "program_name_kn" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD COLUMN "sub_program_name_kn" text;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD COLUMN "is_mutual_fund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_programs" ADD COLUMN "skips_education" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_events" ADD CONSTRAINT "admin_events_subject_check" CHECK ("admin_events"."subject" IN ('user', 'role', 'program', 'subProgram', 'occupation', 'educationLevel', 'incomeRange', 'outreachChannel', 'mutualFundProvider', 'mutualFundType'));--> statement-breakpoint
ALTER TABLE "admin_events" ADD CONSTRAINT "admin_events_action_check" CHECK ("admin_events"."action" IN ('userCreated', 'userUpdated', 'userDeactivated', 'userReactivated', 'passwordReset', 'roleCreated', 'roleUpdated', 'roleRetired', 'roleRestored', 'configCreated', 'configUpdated', 'configRetired', 'configRestored'));--> statement-breakpoint
-- The reference rows spec §3 seeds, with their Kannada names (the catalogue's), for a database made from now on: the seed then finds them there
INSERT INTO programs (program_id, program_name, program_name_kn) VALUES (1, 'Financial Inclusion', 'ಆರ್ಥಿಕ ಸೇರ್ಪಡೆ'), (2, 'Livelihood Support', 'ಜೀವನೋಪಾಯ ಬೆಂಬಲ') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sub_programs (sub_program_id, program_id, sub_program_name, sub_program_name_kn) VALUES (1, 1, 'Mutual Fund', 'ಮ್ಯೂಚುವಲ್ ಫಂಡ್'), (2, 1, 'Financial Literacy', 'ಆರ್ಥಿಕ ಸಾಕ್ಷರತೆ'), (3, 2, 'Skill Development', 'ಕೌಶಲ್ಯ ಅಭಿವೃದ್ಧಿ'), (4, 2, 'Enterprise Development', 'ಉದ್ದಿಮೆ ಅಭಿವೃದ್ಧಿ'), (5, 1, 'Community Awareness', 'ಸಮುದಾಯ ಜಾಗೃತಿ') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO occupations (id, name, name_kn) VALUES (1, 'Unemployed', 'ನಿರುದ್ಯೋಗಿ'), (2, 'Primary Agriculture', 'ಪ್ರಾಥಮಿಕ ಕೃಷಿ'), (3, 'Secondary Agriculture', 'ಕೃಷಿ ಸಂಬಂಧಿತ ಚಟುವಟಿಕೆ'), (4, 'Asset rental', 'ಸ್ವತ್ತು ಬಾಡಿಗೆ'), (5, 'Enterprise', 'ಸ್ವಂತ ಉದ್ದಿಮೆ'), (6, 'Employment – Formal sector', 'ಉದ್ಯೋಗ – ಸಂಘಟಿತ ವಲಯ'), (7, 'Employment – Informal sector', 'ಉದ್ಯೋಗ – ಅಸಂಘಟಿತ ವಲಯ'), (8, 'Freelance', 'ಸ್ವತಂತ್ರ ವೃತ್ತಿ'), (10, 'Student', 'ವಿದ್ಯಾರ್ಥಿ'), (11, 'Agriculture Labour', 'ಕೃಷಿ ಕೂಲಿ ಕಾರ್ಮಿಕ'), (12, 'House Wife', 'ಗೃಹಿಣಿ'), (9, 'Others', 'ಇತರೆ') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO education_levels (id, name, name_kn) VALUES (1, 'Illiterate', 'ಅನಕ್ಷರಸ್ಥ'), (2, 'Primary School', 'ಪ್ರಾಥಮಿಕ ಶಾಲೆ'), (3, 'High School', 'ಪ್ರೌಢಶಾಲೆ'), (4, 'Pre-University/Diploma/Class 11-12', 'ಪದವಿ ಪೂರ್ವ/ಡಿಪ್ಲೊಮಾ/11-12ನೇ ತರಗತಿ'), (5, 'Graduate', 'ಪದವಿ'), (6, 'Post Graduate', 'ಸ್ನಾತಕೋತ್ತರ ಪದವಿ'), (7, 'PhD', 'ಪಿಎಚ್‌ಡಿ'), (8, 'NA', 'ಅನ್ವಯಿಸುವುದಿಲ್ಲ') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO income_ranges (id, name, name_kn) VALUES (1, '0 - 2,00,000', '0 ರಿಂದ 2,00,000'), (2, '2,00,001 - 5,00,000', '2,00,001 ರಿಂದ 5,00,000'), (3, '5,00,001 - 10,00,000', '5,00,001 ರಿಂದ 10,00,000'), (4, '>10,00,000', '10,00,000 ಕ್ಕಿಂತ ಹೆಚ್ಚು') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO outreach_channels (id, name, name_kn) VALUES (1, 'Field facilitator', 'ಕ್ಷೇತ್ರ ಸುಗಮಕಾರರು'), (2, 'Word of mouth', 'ಬಾಯಿಮಾತಿನ ಮೂಲಕ'), (3, 'Media/Communication platform', 'ಮಾಧ್ಯಮ/ಸಂವಹನ ವೇದಿಕೆ') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO mutual_fund_providers (id, name, name_kn) VALUES (1, 'SBI Mutual Fund', 'ಎಸ್‌ಬಿಐ ಮ್ಯೂಚುವಲ್ ಫಂಡ್') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO mutual_fund_types (id, name, name_kn) VALUES (1, 'SIP', 'ಎಸ್‌ಐಪಿ (ನಿಯತ ಕಂತು)'), (2, 'LUMPSUM', 'ಒಂದೇ ಬಾರಿಯ ಹೂಡಿಕೆ') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a database of before: the Kannada names of the rows still named as seeded (a row an office renamed keeps showing its name)
UPDATE programs SET program_name_kn = 'ಆರ್ಥಿಕ ಸೇರ್ಪಡೆ' WHERE program_id = 1 AND program_name = 'Financial Inclusion' AND program_name_kn IS NULL;--> statement-breakpoint
UPDATE programs SET program_name_kn = 'ಜೀವನೋಪಾಯ ಬೆಂಬಲ' WHERE program_id = 2 AND program_name = 'Livelihood Support' AND program_name_kn IS NULL;--> statement-breakpoint
UPDATE sub_programs SET sub_program_name_kn = 'ಮ್ಯೂಚುವಲ್ ಫಂಡ್' WHERE sub_program_id = 1 AND sub_program_name = 'Mutual Fund' AND sub_program_name_kn IS NULL;--> statement-breakpoint
UPDATE sub_programs SET sub_program_name_kn = 'ಆರ್ಥಿಕ ಸಾಕ್ಷರತೆ' WHERE sub_program_id = 2 AND sub_program_name = 'Financial Literacy' AND sub_program_name_kn IS NULL;--> statement-breakpoint
UPDATE sub_programs SET sub_program_name_kn = 'ಕೌಶಲ್ಯ ಅಭಿವೃದ್ಧಿ' WHERE sub_program_id = 3 AND sub_program_name = 'Skill Development' AND sub_program_name_kn IS NULL;--> statement-breakpoint
UPDATE sub_programs SET sub_program_name_kn = 'ಉದ್ದಿಮೆ ಅಭಿವೃದ್ಧಿ' WHERE sub_program_id = 4 AND sub_program_name = 'Enterprise Development' AND sub_program_name_kn IS NULL;--> statement-breakpoint
UPDATE sub_programs SET sub_program_name_kn = 'ಸಮುದಾಯ ಜಾಗೃತಿ' WHERE sub_program_id = 5 AND sub_program_name = 'Community Awareness' AND sub_program_name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ನಿರುದ್ಯೋಗಿ' WHERE id = 1 AND name = 'Unemployed' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಪ್ರಾಥಮಿಕ ಕೃಷಿ' WHERE id = 2 AND name = 'Primary Agriculture' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಕೃಷಿ ಸಂಬಂಧಿತ ಚಟುವಟಿಕೆ' WHERE id = 3 AND name = 'Secondary Agriculture' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಸ್ವತ್ತು ಬಾಡಿಗೆ' WHERE id = 4 AND name = 'Asset rental' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಸ್ವಂತ ಉದ್ದಿಮೆ' WHERE id = 5 AND name = 'Enterprise' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಉದ್ಯೋಗ – ಸಂಘಟಿತ ವಲಯ' WHERE id = 6 AND name = 'Employment – Formal sector' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಉದ್ಯೋಗ – ಅಸಂಘಟಿತ ವಲಯ' WHERE id = 7 AND name = 'Employment – Informal sector' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಸ್ವತಂತ್ರ ವೃತ್ತಿ' WHERE id = 8 AND name = 'Freelance' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ವಿದ್ಯಾರ್ಥಿ' WHERE id = 10 AND name = 'Student' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಕೃಷಿ ಕೂಲಿ ಕಾರ್ಮಿಕ' WHERE id = 11 AND name = 'Agriculture Labour' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಗೃಹಿಣಿ' WHERE id = 12 AND name = 'House Wife' AND name_kn IS NULL;--> statement-breakpoint
UPDATE occupations SET name_kn = 'ಇತರೆ' WHERE id = 9 AND name = 'Others' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಅನಕ್ಷರಸ್ಥ' WHERE id = 1 AND name = 'Illiterate' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಪ್ರಾಥಮಿಕ ಶಾಲೆ' WHERE id = 2 AND name = 'Primary School' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಪ್ರೌಢಶಾಲೆ' WHERE id = 3 AND name = 'High School' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಪದವಿ ಪೂರ್ವ/ಡಿಪ್ಲೊಮಾ/11-12ನೇ ತರಗತಿ' WHERE id = 4 AND name = 'Pre-University/Diploma/Class 11-12' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಪದವಿ' WHERE id = 5 AND name = 'Graduate' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಸ್ನಾತಕೋತ್ತರ ಪದವಿ' WHERE id = 6 AND name = 'Post Graduate' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಪಿಎಚ್‌ಡಿ' WHERE id = 7 AND name = 'PhD' AND name_kn IS NULL;--> statement-breakpoint
UPDATE education_levels SET name_kn = 'ಅನ್ವಯಿಸುವುದಿಲ್ಲ' WHERE id = 8 AND name = 'NA' AND name_kn IS NULL;--> statement-breakpoint
UPDATE income_ranges SET name_kn = '0 ರಿಂದ 2,00,000' WHERE id = 1 AND name = '0 - 2,00,000' AND name_kn IS NULL;--> statement-breakpoint
UPDATE income_ranges SET name_kn = '2,00,001 ರಿಂದ 5,00,000' WHERE id = 2 AND name = '2,00,001 - 5,00,000' AND name_kn IS NULL;--> statement-breakpoint
UPDATE income_ranges SET name_kn = '5,00,001 ರಿಂದ 10,00,000' WHERE id = 3 AND name = '5,00,001 - 10,00,000' AND name_kn IS NULL;--> statement-breakpoint
UPDATE income_ranges SET name_kn = '10,00,000 ಕ್ಕಿಂತ ಹೆಚ್ಚು' WHERE id = 4 AND name = '>10,00,000' AND name_kn IS NULL;--> statement-breakpoint
UPDATE outreach_channels SET name_kn = 'ಕ್ಷೇತ್ರ ಸುಗಮಕಾರರು' WHERE id = 1 AND name = 'Field facilitator' AND name_kn IS NULL;--> statement-breakpoint
UPDATE outreach_channels SET name_kn = 'ಬಾಯಿಮಾತಿನ ಮೂಲಕ' WHERE id = 2 AND name = 'Word of mouth' AND name_kn IS NULL;--> statement-breakpoint
UPDATE outreach_channels SET name_kn = 'ಮಾಧ್ಯಮ/ಸಂವಹನ ವೇದಿಕೆ' WHERE id = 3 AND name = 'Media/Communication platform' AND name_kn IS NULL;--> statement-breakpoint
UPDATE mutual_fund_providers SET name_kn = 'ಎಸ್‌ಬಿಐ ಮ್ಯೂಚುವಲ್ ಫಂಡ್' WHERE id = 1 AND name = 'SBI Mutual Fund' AND name_kn IS NULL;--> statement-breakpoint
UPDATE mutual_fund_types SET name_kn = 'ಎಸ್‌ಐಪಿ (ನಿಯತ ಕಂತು)' WHERE id = 1 AND name = 'SIP' AND name_kn IS NULL;--> statement-breakpoint
UPDATE mutual_fund_types SET name_kn = 'ಒಂದೇ ಬಾರಿಯ ಹೂಡಿಕೆ' WHERE id = 2 AND name = 'LUMPSUM' AND name_kn IS NULL;--> statement-breakpoint
-- spec §9: sub-programme 1 is the mutual fund, 5 asks no education and income; the family income sources are the occupations but 10, 11 and 12
UPDATE sub_programs SET is_mutual_fund = (sub_program_id = 1), skips_education = (sub_program_id = 5);--> statement-breakpoint
UPDATE occupations SET family_income_source = id NOT IN (10, 11, 12);
