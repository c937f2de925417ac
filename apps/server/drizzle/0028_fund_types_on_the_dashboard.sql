-- The mutual fund's figures by type follow the office's list of fund types (decision 034): a type is a
-- key of the counts, as a term is, where two fixed columns held the first type's share. The counts are
-- emptied here and counted again below by dashboard_rebuild.
TRUNCATE "dashboard_counts";
--> statement-breakpoint
ALTER TABLE "dashboard_counts" ADD COLUMN "mutual_fund_type_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "dashboard_counts" DROP CONSTRAINT "dashboard_counts_pkey";
--> statement-breakpoint
ALTER TABLE "dashboard_counts" ADD CONSTRAINT "dashboard_counts_pkey" PRIMARY KEY("grain","program_id","sub_program_id","enrollment_status","mutual_fund_duration","mutual_fund_type_id","creator_id","district_id","taluka_id","village_id","day","status_id","shard");
--> statement-breakpoint
ALTER TABLE "dashboard_counts" DROP COLUMN "sip_enrolments";
--> statement-breakpoint
ALTER TABLE "dashboard_counts" DROP COLUMN "sip_amount";
--> statement-breakpoint
DROP FUNCTION dashboard_rebuild();
--> statement-breakpoint
DROP FUNCTION dashboard_apply(dashboard_person[], dashboard_enrolment[]);
--> statement-breakpoint
DROP FUNCTION dashboard_cells(dashboard_person[], dashboard_enrolment[]);
--> statement-breakpoint
DROP FUNCTION dashboard_person_keys(dashboard_person[], dashboard_enrolment[]);
--> statement-breakpoint
-- What people (+1 or -1) with their enrolments add under each enrolment key, with the people's place,
-- registrant, day and status. Each enrolment counts under the keys a filter can ask for (any;
-- programme; sub-programme with its programme; status; programme and status; sub-programme and status;
-- sub-programme and term; sub-programme and fund type); a person counts once under each key one of
-- their enrolments has.
CREATE FUNCTION dashboard_person_keys(persons dashboard_person[], enrolment_rows dashboard_enrolment[])
RETURNS TABLE (district_id integer, taluka_id integer, village_id integer, creator_id integer, day date,
  status_id smallint, program_id integer, sub_program_id integer, enrollment_status smallint,
  mutual_fund_duration integer, mutual_fund_type_id integer, people integer, enrolments bigint, amount numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH p AS (SELECT * FROM unnest(persons)),
  keyed AS (
    SELECT p.sign, p.beneficiary_id, 0 AS program_id, 0 AS sub_program_id, 0 AS enrollment_status,
      0 AS mutual_fund_duration, 0 AS mutual_fund_type_id, 1 AS person, 0 AS enrolments, 0::numeric AS amount
    FROM p
    UNION ALL
    SELECT e.sign, e.beneficiary_id, k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
      k.mutual_fund_type_id, 0, 1, coalesce(e.investment_amount, 0)
    FROM unnest(enrolment_rows) e
    CROSS JOIN LATERAL (VALUES (0, 0, 0, 0, 0), (e.program_id, 0, 0, 0, 0), (e.program_id, e.sub_program_id, 0, 0, 0),
      (0, 0, e.enrollment_status::integer, 0, 0), (e.program_id, 0, e.enrollment_status::integer, 0, 0),
      (e.program_id, e.sub_program_id, e.enrollment_status::integer, 0, 0),
      (0, e.sub_program_id, 0, e.mutual_fund_duration, 0), (0, e.sub_program_id, 0, 0, e.mutual_fund_type_id::integer))
      AS k(program_id, sub_program_id, enrollment_status, mutual_fund_duration, mutual_fund_type_id)
    WHERE k.mutual_fund_duration IS NOT NULL AND k.mutual_fund_type_id IS NOT NULL
  ),
  per_person AS (
    SELECT keyed.sign, keyed.beneficiary_id, keyed.program_id, keyed.sub_program_id, keyed.enrollment_status,
      keyed.mutual_fund_duration, keyed.mutual_fund_type_id,
      CASE WHEN keyed.program_id = 0 AND keyed.sub_program_id = 0 AND keyed.enrollment_status = 0
        THEN max(keyed.person) ELSE 1 END AS people,
      sum(keyed.enrolments) AS enrolments, sum(keyed.amount) AS amount
    FROM keyed
    GROUP BY keyed.sign, keyed.beneficiary_id, keyed.program_id, keyed.sub_program_id, keyed.enrollment_status,
      keyed.mutual_fund_duration, keyed.mutual_fund_type_id
  )
  SELECT p.district_id, p.taluka_id, p.village_id, p.creator_id, p.day, p.status_id, k.program_id, k.sub_program_id,
    k.enrollment_status::smallint, k.mutual_fund_duration, k.mutual_fund_type_id, p.sign * k.people,
    p.sign * k.enrolments, p.sign * k.amount
  FROM per_person k
  JOIN p ON p.sign = k.sign AND p.beneficiary_id = k.beneficiary_id;
END
$$;
--> statement-breakpoint
-- The cells those add to. Grains (decision 030): 1 state by day, 2 district by day, 3 taluk by day,
-- 4 registrant by day, 5 village, 6 registrant by taluk, and without the day 7 state, 8 district,
-- 9 taluk, 10 registrant. dashboard_rebuild makes the same grains by GROUPING SETS.
CREATE FUNCTION dashboard_cells(persons dashboard_person[], enrolment_rows dashboard_enrolment[])
RETURNS TABLE (grain smallint, program_id integer, sub_program_id integer, enrollment_status smallint,
  mutual_fund_duration integer, mutual_fund_type_id integer, creator_id integer, district_id integer,
  taluka_id integer, village_id integer, day date, status_id smallint, people bigint, enrolments numeric,
  amount numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH cells AS (
    SELECT g.grain::smallint AS grain, k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
      k.mutual_fund_type_id,
      CASE WHEN g.grain IN (4, 6, 10) THEN k.creator_id ELSE 0 END AS creator_id,
      CASE WHEN g.grain IN (2, 3, 5, 6, 8, 9) THEN k.district_id ELSE 0 END AS district_id,
      CASE WHEN g.grain IN (3, 5, 6, 9) THEN k.taluka_id ELSE 0 END AS taluka_id,
      CASE WHEN g.grain = 5 THEN k.village_id ELSE 0 END AS village_id,
      CASE WHEN g.grain <= 4 THEN k.day ELSE date 'infinity' END AS day,
      k.status_id, k.people, k.enrolments, k.amount
    FROM dashboard_person_keys(persons, enrolment_rows) k
    CROSS JOIN generate_series(1, 10) AS g(grain)
  )
  SELECT c.grain, c.program_id, c.sub_program_id, c.enrollment_status, c.mutual_fund_duration, c.mutual_fund_type_id,
    c.creator_id, c.district_id, c.taluka_id, c.village_id, c.day, c.status_id, sum(c.people), sum(c.enrolments),
    sum(c.amount)
  FROM cells c
  GROUP BY c.grain, c.program_id, c.sub_program_id, c.enrollment_status, c.mutual_fund_duration, c.mutual_fund_type_id,
    c.creator_id, c.district_id, c.taluka_id, c.village_id, c.day, c.status_id
  HAVING sum(c.people) <> 0 OR sum(c.enrolments) <> 0 OR sum(c.amount) <> 0;
END
$$;
--> statement-breakpoint
-- Adds those cells to the counts, in the transaction's shard. The cells are written in key order, so
-- two writers of one shard wait for each other rather than deadlock; writers of other shards do not meet.
CREATE FUNCTION dashboard_apply(persons dashboard_person[], enrolment_rows dashboard_enrolment[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
    mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments,
    amount)
  SELECT d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.mutual_fund_type_id,
    d.creator_id, d.district_id, d.taluka_id, d.village_id, d.day, d.status_id, (txid_current() % 64)::smallint,
    d.people, d.enrolments, d.amount
  FROM dashboard_cells(persons, enrolment_rows) d
  ORDER BY d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.mutual_fund_type_id,
    d.creator_id, d.district_id, d.taluka_id, d.village_id, d.day, d.status_id
  ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = c.people + excluded.people,
    enrolments = c.enrolments + excluded.enrolments, amount = c.amount + excluded.amount;
END
$$;
--> statement-breakpoint
-- Every figure counted again from the people and enrolments there are (as in migration 0021).
CREATE FUNCTION dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_id integer;
  last_id integer;
  batch constant integer := 200000;
BEGIN
  LOCK TABLE beneficiaries, beneficiary_programs IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  CREATE TEMP TABLE dashboard_rebuild_keys ON COMMIT DROP AS SELECT * FROM dashboard_person_keys(NULL, NULL);
  SELECT min(beneficiary_id), max(beneficiary_id) INTO first_id, last_id FROM beneficiaries;
  WHILE first_id <= last_id LOOP
    INSERT INTO dashboard_rebuild_keys SELECT * FROM dashboard_person_keys(
      dashboard_people(ARRAY(SELECT b.beneficiary_id FROM beneficiaries b
        WHERE b.beneficiary_id BETWEEN first_id AND first_id + batch - 1), 1),
      dashboard_enrolments(ARRAY(SELECT bp FROM beneficiary_programs bp
        WHERE bp.beneficiary_id BETWEEN first_id AND first_id + batch - 1 AND bp.deleted_at IS NULL), 1));
    first_id := first_id + batch;
  END LOOP;
  DELETE FROM dashboard_counts;
  INSERT INTO dashboard_counts (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
    mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments,
    amount)
  -- GROUPING's bits, from the left: registrant, district, taluk, village, day, each 1 when summed over
  SELECT CASE GROUPING(k.creator_id, k.district_id, k.taluka_id, k.village_id, k.day)
      WHEN 30 THEN 1 WHEN 22 THEN 2 WHEN 18 THEN 3 WHEN 14 THEN 4 WHEN 17 THEN 5 WHEN 3 THEN 6
      WHEN 31 THEN 7 WHEN 23 THEN 8 WHEN 19 THEN 9 WHEN 15 THEN 10 END,
    k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration, k.mutual_fund_type_id,
    coalesce(k.creator_id, 0), coalesce(k.district_id, 0), coalesce(k.taluka_id, 0), coalesce(k.village_id, 0),
    coalesce(k.day, date 'infinity'), k.status_id, 0, sum(k.people), sum(k.enrolments), sum(k.amount)
  FROM dashboard_rebuild_keys k
  GROUP BY k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration, k.mutual_fund_type_id,
    k.status_id,
    GROUPING SETS ((k.day), (k.district_id, k.day), (k.district_id, k.taluka_id, k.day), (k.creator_id, k.day),
      (k.district_id, k.taluka_id, k.village_id), (k.creator_id, k.district_id, k.taluka_id), (), (k.district_id),
      (k.district_id, k.taluka_id), (k.creator_id))
  HAVING sum(k.people) <> 0 OR sum(k.enrolments) <> 0 OR sum(k.amount) <> 0;
  DROP TABLE dashboard_rebuild_keys;
END
$$;
--> statement-breakpoint
SELECT dashboard_rebuild();
