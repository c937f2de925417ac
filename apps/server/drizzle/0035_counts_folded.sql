CREATE INDEX "dashboard_counts_unfolded_idx" ON "dashboard_counts" USING btree ("shard") WHERE "dashboard_counts"."shard" <> 0;--> statement-breakpoint
CREATE INDEX "enrolment_author_counts_unfolded_idx" ON "enrolment_author_counts" USING btree ("shard") WHERE "enrolment_author_counts"."shard" <> 0;--> statement-breakpoint
-- Writers take shards 1 to 63 (decision 047): shard 0 is the fold's and the rebuild's alone, so the
-- fold never waits for a writer's row nor a writer for the fold's.
CREATE OR REPLACE FUNCTION dashboard_apply(persons dashboard_person[], enrolment_rows dashboard_enrolment[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
    mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments,
    amount)
  SELECT d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.mutual_fund_type_id,
    d.creator_id, d.district_id, d.taluka_id, d.village_id, d.day, d.status_id, (1 + txid_current() % 63)::smallint,
    d.people, d.enrolments, d.amount
  FROM dashboard_cells(persons, enrolment_rows) d
  ORDER BY d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.mutual_fund_type_id,
    d.creator_id, d.district_id, d.taluka_id, d.village_id, d.day, d.status_id
  ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = c.people + excluded.people,
    enrolments = c.enrolments + excluded.enrolments, amount = c.amount + excluded.amount;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enrolment_author_apply(old_rows beneficiary_programs[], new_rows beneficiary_programs[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enrolment_author_counts AS c (created_by, day, shard, enrolments)
  SELECT r.created_by, dashboard_day(r.created_at), (1 + txid_current() % 63)::smallint, sum(r.sign)
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
-- Up to `batch` rows of shards 1 to 63 summed into their cell's shard 0, a cell whose sum is nothing
-- removed; answers how many rows were taken. A row a writer holds is passed over (SKIP LOCKED), never
-- waited for: the next fold takes it. One fold at a time (the caller's advisory lock): shard 0 is
-- written by nothing else.
CREATE FUNCTION dashboard_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  picked tid[];
  emptied tid[];
BEGIN
  picked := ARRAY(SELECT ctid FROM dashboard_counts WHERE shard <> 0 LIMIT batch FOR UPDATE SKIP LOCKED);
  IF cardinality(picked) = 0 THEN
    RETURN 0;
  END IF;
  WITH gone AS (
    DELETE FROM dashboard_counts WHERE ctid = ANY (picked)
    RETURNING grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration, mutual_fund_type_id,
      creator_id, district_id, taluka_id, village_id, day, status_id, people, enrolments, amount
  ), added AS (
    INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
      mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments,
      amount)
    SELECT g.grain, g.program_id, g.sub_program_id, g.enrollment_status, g.mutual_fund_duration, g.mutual_fund_type_id,
      g.creator_id, g.district_id, g.taluka_id, g.village_id, g.day, g.status_id, 0, sum(g.people), sum(g.enrolments),
      sum(g.amount)
    FROM gone g
    GROUP BY g.grain, g.program_id, g.sub_program_id, g.enrollment_status, g.mutual_fund_duration, g.mutual_fund_type_id,
      g.creator_id, g.district_id, g.taluka_id, g.village_id, g.day, g.status_id
    ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = c.people + excluded.people,
      enrolments = c.enrolments + excluded.enrolments, amount = c.amount + excluded.amount
    RETURNING c.ctid, c.people, c.enrolments, c.amount
  )
  SELECT array_agg(ctid) FILTER (WHERE people = 0 AND enrolments = 0 AND amount = 0) INTO emptied FROM added;
  -- the next statement sees the rows just written, at the places RETURNING gave
  DELETE FROM dashboard_counts WHERE ctid = ANY (emptied);
  RETURN cardinality(picked);
END
$$;
--> statement-breakpoint
CREATE FUNCTION enrolment_author_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  picked tid[];
  emptied tid[];
BEGIN
  picked := ARRAY(SELECT ctid FROM enrolment_author_counts WHERE shard <> 0 LIMIT batch FOR UPDATE SKIP LOCKED);
  IF cardinality(picked) = 0 THEN
    RETURN 0;
  END IF;
  WITH gone AS (
    DELETE FROM enrolment_author_counts WHERE ctid = ANY (picked) RETURNING created_by, day, enrolments
  ), added AS (
    INSERT INTO enrolment_author_counts AS c (created_by, day, shard, enrolments)
    SELECT g.created_by, g.day, 0, sum(g.enrolments) FROM gone g GROUP BY g.created_by, g.day
    ON CONFLICT ON CONSTRAINT enrolment_author_counts_pkey DO UPDATE SET enrolments = c.enrolments + excluded.enrolments
    RETURNING c.ctid, c.enrolments
  )
  SELECT array_agg(ctid) FILTER (WHERE enrolments = 0) INTO emptied FROM added;
  DELETE FROM enrolment_author_counts WHERE ctid = ANY (emptied);
  RETURN cardinality(picked);
END
$$;
