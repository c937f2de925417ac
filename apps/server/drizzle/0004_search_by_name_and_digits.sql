-- The search box matches names with trigrams and digits (mobile, Aadhaar, pincode) with exact
-- 4-digit grams: digit trigrams are each in ~1.5% of rows, a 4-digit gram in ~0.1%. The columns are
-- fixed-length by their checks, so the grams are plain positions (NULL fields give no grams).
CREATE FUNCTION beneficiary_digit_grams(mobile text, aadhaar text, pincode text) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_remove(ARRAY[
    substr(mobile, 1, 4)::int, substr(mobile, 2, 4)::int, substr(mobile, 3, 4)::int, substr(mobile, 4, 4)::int,
    substr(mobile, 5, 4)::int, substr(mobile, 6, 4)::int, substr(mobile, 7, 4)::int,
    aadhaar::int,
    substr(pincode, 1, 4)::int, substr(pincode, 2, 4)::int, substr(pincode, 3, 4)::int
  ], NULL);--> statement-breakpoint
DROP INDEX "beneficiaries_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "beneficiaries" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "name_text" text GENERATED ALWAYS AS (lower(first_name || coalesce(' ' || last_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "beneficiaries_name_trgm_idx" ON "beneficiaries" USING gin ("name_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_digit_grams_idx" ON "beneficiaries" USING gin (beneficiary_digit_grams("mobile_no", "aadhaar_no", "pincode"));
