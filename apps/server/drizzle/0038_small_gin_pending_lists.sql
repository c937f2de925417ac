-- The searched GIN indexes keep at most 128 kB of new entries aside, not 4 MB: a search reads every one
-- of them (decision 051). Set in place: the indexes stay as they are, and the next insert past the limit
-- moves what is set aside into them.
ALTER INDEX "beneficiaries_name_latin_trgm_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "beneficiaries_digit_grams_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "person_names_latin_trgm_idx" SET (gin_pending_list_limit = 128);
