CREATE INDEX "dashboard_counts_unfolded_idx" ON "dashboard_counts" USING btree ("grain") WHERE "dashboard_counts"."shard" <> 0;--> statement-breakpoint
CREATE INDEX "enrolment_author_counts_unfolded_idx" ON "enrolment_author_counts" USING btree ("created_by") WHERE "enrolment_author_counts"."shard" <> 0;--> statement-breakpoint
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
-- waited for: the next fold takes it. One fold at a time (the caller's advisory lock): shard 0 is read
-- and written by nothing else.
CREATE FUNCTION dashboard_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  picked tid[];
BEGIN
  picked := ARRAY(SELECT ctid FROM dashboard_counts WHERE shard <> 0 LIMIT batch FOR UPDATE SKIP LOCKED);
  IF cardinality(picked) = 0 THEN
    RETURN 0;
  END IF;
  WITH gone AS (
    DELETE FROM dashboard_counts WHERE ctid = ANY (picked)
    RETURNING grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration, mutual_fund_type_id,
      creator_id, district_id, taluka_id, village_id, day, status_id, people, enrolments, amount
  ), totals AS (
    SELECT g.grain, g.program_id, g.sub_program_id, g.enrollment_status, g.mutual_fund_duration, g.mutual_fund_type_id,
      g.creator_id, g.district_id, g.taluka_id, g.village_id, g.day, g.status_id,
      sum(g.people) + coalesce(min(z.people), 0) AS people, sum(g.enrolments) + coalesce(min(z.enrolments), 0) AS enrolments,
      sum(g.amount) + coalesce(min(z.amount), 0) AS amount
    FROM gone g LEFT JOIN dashboard_counts z ON z.shard = 0 AND (z.grain, z.program_id, z.sub_program_id,
      z.enrollment_status, z.mutual_fund_duration, z.mutual_fund_type_id, z.creator_id, z.district_id, z.taluka_id,
      z.village_id, z.day, z.status_id) = (g.grain, g.program_id, g.sub_program_id, g.enrollment_status,
      g.mutual_fund_duration, g.mutual_fund_type_id, g.creator_id, g.district_id, g.taluka_id, g.village_id, g.day,
      g.status_id)
    GROUP BY g.grain, g.program_id, g.sub_program_id, g.enrollment_status, g.mutual_fund_duration, g.mutual_fund_type_id,
      g.creator_id, g.district_id, g.taluka_id, g.village_id, g.day, g.status_id
  ), emptied AS (
    DELETE FROM dashboard_counts z USING totals t
    WHERE t.people = 0 AND t.enrolments = 0 AND t.amount = 0 AND z.shard = 0 AND (z.grain, z.program_id,
      z.sub_program_id, z.enrollment_status, z.mutual_fund_duration, z.mutual_fund_type_id, z.creator_id, z.district_id,
      z.taluka_id, z.village_id, z.day, z.status_id) = (t.grain, t.program_id, t.sub_program_id, t.enrollment_status,
      t.mutual_fund_duration, t.mutual_fund_type_id, t.creator_id, t.district_id, t.taluka_id, t.village_id, t.day,
      t.status_id)
  )
  INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
    mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments,
    amount)
  SELECT t.grain, t.program_id, t.sub_program_id, t.enrollment_status, t.mutual_fund_duration, t.mutual_fund_type_id,
    t.creator_id, t.district_id, t.taluka_id, t.village_id, t.day, t.status_id, 0, t.people, t.enrolments, t.amount
  FROM totals t WHERE t.people <> 0 OR t.enrolments <> 0 OR t.amount <> 0
  ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = excluded.people,
    enrolments = excluded.enrolments, amount = excluded.amount;
  RETURN cardinality(picked);
END
$$;
--> statement-breakpoint
CREATE FUNCTION enrolment_author_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  picked tid[];
BEGIN
  picked := ARRAY(SELECT ctid FROM enrolment_author_counts WHERE shard <> 0 LIMIT batch FOR UPDATE SKIP LOCKED);
  IF cardinality(picked) = 0 THEN
    RETURN 0;
  END IF;
  WITH gone AS (
    DELETE FROM enrolment_author_counts WHERE ctid = ANY (picked) RETURNING created_by, day, enrolments
  ), totals AS (
    SELECT g.created_by, g.day, sum(g.enrolments) + coalesce(min(z.enrolments), 0) AS enrolments
    FROM gone g LEFT JOIN enrolment_author_counts z ON z.shard = 0 AND z.created_by = g.created_by AND z.day = g.day
    GROUP BY g.created_by, g.day
  ), emptied AS (
    DELETE FROM enrolment_author_counts z USING totals t
    WHERE t.enrolments = 0 AND z.shard = 0 AND z.created_by = t.created_by AND z.day = t.day
  )
  INSERT INTO enrolment_author_counts AS c (created_by, day, shard, enrolments)
  SELECT t.created_by, t.day, 0, t.enrolments FROM totals t WHERE t.enrolments <> 0
  ON CONFLICT ON CONSTRAINT enrolment_author_counts_pkey DO UPDATE SET enrolments = excluded.enrolments;
  RETURN cardinality(picked);
END
$$;
