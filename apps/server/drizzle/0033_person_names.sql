CREATE TABLE "person_names" (
	"name_text" text PRIMARY KEY NOT NULL,
	"name_latin" text GENERATED ALWAYS AS (kannada_to_latin(name_text)) STORED
);
--> statement-breakpoint
CREATE INDEX "person_names_latin_trgm_idx" ON "person_names" USING gin ("name_latin" gin_trgm_ops);--> statement-breakpoint
-- The names of the people, once each. A stand-in name of an erased person ('#' and the id: no form
-- or sheet accepts a '#') is never searched, the person being in no list: it is left out.
CREATE FUNCTION person_names_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO person_names (name_text)
  SELECT DISTINCT name_text FROM beneficiaries WHERE name_text NOT LIKE '#%' ORDER BY 1
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
SELECT person_names_rebuild();
--> statement-breakpoint
-- A name goes when nobody holds it any more (a correction, an erasure): an erased person's name is
-- nowhere in the portal after the erasure. Names are added under a shared lock of their bucket
-- (advisory, two-key form: 727020 and one of 64 buckets) and taken out under the exclusive one, each
-- held to the end of its transaction; the check runs in a statement after the locks, so it sees
-- every person added under that bucket before. So a name is never taken out while another
-- transaction adds a person under it: the one waits for the other.
CREATE FUNCTION person_names_bucket(name text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtext(name) & 63
$$;
--> statement-breakpoint
CREATE FUNCTION person_names_apply(added text[], gone text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- every bucket in one order, so two writers never wait on each other in a circle
  IF cardinality(gone) = 0 THEN
    -- a registration, an upload's chunk: shared locks only, and one statement fewer
    IF cardinality(added) = 0 THEN RETURN; END IF;
    PERFORM pg_advisory_xact_lock_shared(727020, s.b)
    FROM (SELECT DISTINCT person_names_bucket(n) AS b FROM unnest(added) n ORDER BY 1) s;
  ELSE
    PERFORM CASE WHEN s.exclusive THEN pg_advisory_xact_lock(727020, s.b) ELSE pg_advisory_xact_lock_shared(727020, s.b) END
    FROM (
      SELECT person_names_bucket(x.n) AS b, bool_or(x.g) AS exclusive
      FROM (SELECT n, false AS g FROM unnest(added) n UNION ALL SELECT n, true FROM unnest(gone) n) x
      GROUP BY 1 ORDER BY 1
    ) s;
  END IF;
  -- the names already there are passed over first: a conflict would compute each one's Latin form
  INSERT INTO person_names (name_text)
  SELECT DISTINCT n FROM unnest(added) n WHERE NOT EXISTS (SELECT 1 FROM person_names p WHERE p.name_text = n)
  ORDER BY 1 ON CONFLICT DO NOTHING;
  IF cardinality(gone) > 0 THEN
    DELETE FROM person_names p WHERE p.name_text = ANY(gone)
      AND NOT EXISTS (SELECT 1 FROM beneficiaries b WHERE b.name_text = p.name_text);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION person_names_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_names_apply(ARRAY(SELECT n.name_text FROM new_rows n WHERE n.name_text NOT LIKE '#%'), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER person_names_added AFTER INSERT ON beneficiaries REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION person_names_added();
--> statement-breakpoint
CREATE FUNCTION person_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_names_apply(
    ARRAY(SELECT n.name_text FROM new_rows n JOIN old_rows o USING (beneficiary_id)
          WHERE n.name_text IS DISTINCT FROM o.name_text AND n.name_text NOT LIKE '#%'),
    ARRAY(SELECT o.name_text FROM new_rows n JOIN old_rows o USING (beneficiary_id)
          WHERE n.name_text IS DISTINCT FROM o.name_text));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER person_names_changed AFTER UPDATE ON beneficiaries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION person_names_changed();
--> statement-breakpoint
-- A person deleted (an upload undone): their name goes when nobody else holds it.
CREATE FUNCTION person_names_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_names_apply('{}', ARRAY(SELECT DISTINCT o.name_text FROM old_rows o));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER person_names_deleted AFTER DELETE ON beneficiaries REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION person_names_deleted();
