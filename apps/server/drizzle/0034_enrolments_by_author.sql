CREATE TABLE "enrolment_author_counts" (
	"created_by" integer NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"enrolments" integer NOT NULL,
	CONSTRAINT "enrolment_author_counts_pkey" PRIMARY KEY("created_by","day","shard")
);
--> statement-breakpoint
DROP INDEX "beneficiary_programs_created_by_idx";--> statement-breakpoint
-- Adds the live enrolments among `old_rows` (taken back) and `new_rows` (counted) to their author's
-- days, in the transaction's shard and in key order, as dashboard_apply does (decision 030).
CREATE FUNCTION enrolment_author_apply(old_rows beneficiary_programs[], new_rows beneficiary_programs[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enrolment_author_counts AS c (created_by, day, shard, enrolments)
  SELECT r.created_by, dashboard_day(r.created_at), (txid_current() % 64)::smallint, sum(r.sign)
  FROM (
    SELECT o.created_by, o.created_at, -1 AS sign FROM unnest(old_rows) o WHERE o.deleted_at IS NULL
    UNION ALL
    SELECT n.created_by, n.created_at, 1 FROM unnest(new_rows) n WHERE n.deleted_at IS NULL
  ) r
  GROUP BY 1, 2 HAVING sum(r.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT enrolment_author_counts_pkey DO UPDATE SET enrolments = c.enrolments + excluded.enrolments;
END
$$;
--> statement-breakpoint
CREATE FUNCTION enrolment_author_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolment_author_apply(NULL, ARRAY(SELECT n::beneficiary_programs FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrolment_author_added AFTER INSERT ON beneficiary_programs REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION enrolment_author_added();
--> statement-breakpoint
-- Only the rows whose author, day or liveness changed: an edit of an enrolment's fields writes nothing here.
CREATE FUNCTION enrolment_author_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolment_author_apply(
    ARRAY(SELECT o::beneficiary_programs FROM old_rows o JOIN new_rows n USING (beneficiary_program_id)
          WHERE (o.created_by, o.created_at, o.deleted_at IS NULL) IS DISTINCT FROM (n.created_by, n.created_at, n.deleted_at IS NULL)),
    ARRAY(SELECT n::beneficiary_programs FROM old_rows o JOIN new_rows n USING (beneficiary_program_id)
          WHERE (o.created_by, o.created_at, o.deleted_at IS NULL) IS DISTINCT FROM (n.created_by, n.created_at, n.deleted_at IS NULL)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrolment_author_updated AFTER UPDATE ON beneficiary_programs
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION enrolment_author_updated();
--> statement-breakpoint
CREATE FUNCTION enrolment_author_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolment_author_apply(ARRAY(SELECT o::beneficiary_programs FROM old_rows o), NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrolment_author_deleted AFTER DELETE ON beneficiary_programs REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION enrolment_author_deleted();
--> statement-breakpoint
-- Counted again from the enrolments there are: after a bulk load that left the triggers out, and by
-- this migration for the rows already there.
CREATE FUNCTION enrolment_author_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE beneficiary_programs IN SHARE MODE;
  DELETE FROM enrolment_author_counts;
  INSERT INTO enrolment_author_counts (created_by, day, shard, enrolments)
  SELECT created_by, dashboard_day(created_at), 0, count(*) FROM beneficiary_programs
  WHERE deleted_at IS NULL GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT enrolment_author_rebuild();
