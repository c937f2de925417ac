-- Every name's Latin form, for the search (decision 013): Kannada script transliterated as names are
-- written in Latin letters in Karnataka, anything else kept. The tables and expressions are those of
-- apps/server/src/modules/beneficiary/kannada-latin.ts, which transliterates a search the same way.
CREATE FUNCTION kannada_to_latin(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN name !~ '[\u0C80-\u0CFF]' THEN name ELSE (
    SELECT regexp_replace(regexp_replace(string_agg(
        CASE WHEN t[1] IS NOT NULL
          THEN coalesce('{"ಕ":"k","ಖ":"kh","ಗ":"g","ಘ":"gh","ಙ":"n","ಚ":"ch","ಛ":"chh","ಜ":"j","ಝ":"jh","ಞ":"n","ಟ":"t","ಠ":"th","ಡ":"d","ಢ":"dh","ಣ":"n","ತ":"th","ಥ":"th","ದ":"d","ಧ":"dh","ನ":"n","ಪ":"p","ಫ":"ph","ಬ":"b","ಭ":"bh","ಮ":"m","ಯ":"y","ರ":"r","ಱ":"r","ಲ":"l","ವ":"v","ಶ":"sh","ಷ":"sh","ಸ":"s","ಹ":"h","ಳ":"l","ೞ":"l","ಫ಼":"f","ಜ಼":"z"}'::jsonb ->> t[1], '')
            || CASE WHEN t[2] = '' THEN 'a' ELSE coalesce('{"ಾ":"a","ಿ":"i","ೀ":"ee","ು":"u","ೂ":"oo","ೃ":"ri","ೄ":"ri","ೆ":"e","ೇ":"e","ೈ":"ai","ೊ":"o","ೋ":"o","ೌ":"ow","್":""}'::jsonb ->> t[2], '') END
          ELSE coalesce('{"ಾ":"a","ಿ":"i","ೀ":"ee","ು":"u","ೂ":"oo","ೃ":"ri","ೄ":"ri","ೆ":"e","ೇ":"e","ೈ":"ai","ೊ":"o","ೋ":"o","ೌ":"ow","್":"","ಅ":"a","ಆ":"a","ಇ":"i","ಈ":"ee","ಉ":"u","ಊ":"oo","ಋ":"ri","ೠ":"ri","ಎ":"e","ಏ":"e","ಐ":"ai","ಒ":"o","ಓ":"o","ಔ":"ow","ಃ":"h","ಂ":"n","಼":"","ೕ":"","ೖ":"","೦":"0","೧":"1","೨":"2","೩":"3","೪":"4","೫":"5","೬":"6","೭":"7","೮":"8","೯":"9"}'::jsonb ->> t[3], CASE WHEN t[3] ~ '[\u0C80-\u0CFF]' THEN '' ELSE t[3] END)
        END, '' ORDER BY i),
      '([kgcjtdpb])h\1h', '\1\1h', 'g'), 'ee(?=[^a-z]|$)', 'i', 'g')
    FROM regexp_matches(
      regexp_replace(regexp_replace(regexp_replace(normalize(name, NFC), '[\u200C\u200D]', '', 'g'),
        '\u0C82(?=[\u0CAA-\u0CAE]|[^\u0C80-\u0CFF]|$)', 'm', 'g'), '\u0C82', 'n', 'g'),
      '([\u0C95-\u0CB9\u0CDE]\u0CBC?)([\u0CBE-\u0CCD]?)|(.)', 'g') WITH ORDINALITY AS s(t, i)
  ) END;--> statement-breakpoint

DROP INDEX "beneficiaries_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "name_latin" text GENERATED ALWAYS AS (kannada_to_latin(lower(first_name || coalesce(' ' || last_name, '')))) STORED;--> statement-breakpoint
CREATE INDEX "beneficiaries_name_latin_trgm_idx" ON "beneficiaries" USING gin ("name_latin" gin_trgm_ops);
