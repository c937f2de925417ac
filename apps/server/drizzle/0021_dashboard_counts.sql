CREATE TABLE "dashboard_counts" (
	"grain" smallint NOT NULL,
	"program_id" integer NOT NULL,
	"sub_program_id" integer NOT NULL,
	"enrollment_status" smallint NOT NULL,
	"mutual_fund_duration" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"taluka_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"day" date NOT NULL,
	"status_id" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"people" integer NOT NULL,
	"enrolments" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"sip_enrolments" integer NOT NULL,
	"sip_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "dashboard_counts_pkey" PRIMARY KEY("grain","program_id","sub_program_id","enrollment_status","mutual_fund_duration","creator_id","district_id","taluka_id","village_id","day","status_id","shard"),
	CONSTRAINT "dashboard_counts_grain_check" CHECK ("dashboard_counts"."grain" BETWEEN 1 AND 10)
);
--> statement-breakpoint
-- The day a registration counts on: India's day, as the list's date filters read it.
CREATE FUNCTION dashboard_day(created_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- A person counted (+1) or taken back (-1) at the place, registrant, day and status they have.
CREATE TYPE dashboard_person AS (
  sign integer, beneficiary_id integer, district_id integer, taluka_id integer, village_id integer,
  creator_id integer, day date, status_id smallint
);
--> statement-breakpoint
-- One of that person's live enrolments, counted or taken back with them.
CREATE TYPE dashboard_enrolment AS (
  sign integer, beneficiary_id integer, program_id integer, sub_program_id integer, enrollment_status smallint,
  mutual_fund_duration integer, mutual_fund_type_id smallint, investment_amount numeric
);
--> statement-breakpoint
-- What people (+1 or -1) with their enrolments add under each enrolment key, with the people's place,
-- registrant, day and status. Each enrolment counts under the keys a filter can ask for (any;
-- programme; sub-programme with its programme; status; programme and status; sub-programme and status;
-- sub-programme and term); a person counts once under each key one of their enrolments has.
CREATE FUNCTION dashboard_person_keys(persons dashboard_person[], enrolment_rows dashboard_enrolment[])
RETURNS TABLE (district_id integer, taluka_id integer, village_id integer, creator_id integer, day date,
  status_id smallint, program_id integer, sub_program_id integer, enrollment_status smallint,
  mutual_fund_duration integer, people integer, enrolments bigint, amount numeric, sip_enrolments bigint,
  sip_amount numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH p AS (SELECT * FROM unnest(persons)),
  keyed AS (
    SELECT p.sign, p.beneficiary_id, 0 AS program_id, 0 AS sub_program_id, 0 AS enrollment_status,
      0 AS mutual_fund_duration, 1 AS person, 0 AS enrolments, 0::numeric AS amount, 0 AS sip_enrolments,
      0::numeric AS sip_amount
    FROM p
    UNION ALL
    SELECT e.sign, e.beneficiary_id, k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
      0, 1, coalesce(e.investment_amount, 0), CASE WHEN e.mutual_fund_type_id = 1 THEN 1 ELSE 0 END,
      CASE WHEN e.mutual_fund_type_id = 1 THEN coalesce(e.investment_amount, 0) ELSE 0 END
    FROM unnest(enrolment_rows) e
    CROSS JOIN LATERAL (VALUES (0, 0, 0, 0), (e.program_id, 0, 0, 0), (e.program_id, e.sub_program_id, 0, 0),
      (0, 0, e.enrollment_status::integer, 0), (e.program_id, 0, e.enrollment_status::integer, 0),
      (e.program_id, e.sub_program_id, e.enrollment_status::integer, 0), (0, e.sub_program_id, 0, e.mutual_fund_duration))
      AS k(program_id, sub_program_id, enrollment_status, mutual_fund_duration)
    WHERE k.mutual_fund_duration IS NOT NULL
  ),
  per_person AS (
    SELECT keyed.sign, keyed.beneficiary_id, keyed.program_id, keyed.sub_program_id, keyed.enrollment_status,
      keyed.mutual_fund_duration,
      CASE WHEN keyed.program_id = 0 AND keyed.sub_program_id = 0 AND keyed.enrollment_status = 0
        THEN max(keyed.person) ELSE 1 END AS people,
      sum(keyed.enrolments) AS enrolments, sum(keyed.amount) AS amount, sum(keyed.sip_enrolments) AS sip_enrolments,
      sum(keyed.sip_amount) AS sip_amount
    FROM keyed
    GROUP BY keyed.sign, keyed.beneficiary_id, keyed.program_id, keyed.sub_program_id, keyed.enrollment_status,
      keyed.mutual_fund_duration
  )
  SELECT p.district_id, p.taluka_id, p.village_id, p.creator_id, p.day, p.status_id, k.program_id, k.sub_program_id,
    k.enrollment_status::smallint, k.mutual_fund_duration, p.sign * k.people, p.sign * k.enrolments,
    p.sign * k.amount, p.sign * k.sip_enrolments, p.sign * k.sip_amount
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
  mutual_fund_duration integer, creator_id integer, district_id integer, taluka_id integer, village_id integer,
  day date, status_id smallint, people bigint, enrolments numeric, amount numeric, sip_enrolments numeric,
  sip_amount numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH cells AS (
    SELECT g.grain::smallint AS grain, k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
      CASE WHEN g.grain IN (4, 6, 10) THEN k.creator_id ELSE 0 END AS creator_id,
      CASE WHEN g.grain IN (2, 3, 5, 6, 8, 9) THEN k.district_id ELSE 0 END AS district_id,
      CASE WHEN g.grain IN (3, 5, 6, 9) THEN k.taluka_id ELSE 0 END AS taluka_id,
      CASE WHEN g.grain = 5 THEN k.village_id ELSE 0 END AS village_id,
      CASE WHEN g.grain <= 4 THEN k.day ELSE date 'infinity' END AS day,
      k.status_id, k.people, k.enrolments, k.amount, k.sip_enrolments, k.sip_amount
    FROM dashboard_person_keys(persons, enrolment_rows) k
    CROSS JOIN generate_series(1, 10) AS g(grain)
  )
  SELECT c.grain, c.program_id, c.sub_program_id, c.enrollment_status, c.mutual_fund_duration, c.creator_id,
    c.district_id, c.taluka_id, c.village_id, c.day, c.status_id, sum(c.people), sum(c.enrolments), sum(c.amount),
    sum(c.sip_enrolments), sum(c.sip_amount)
  FROM cells c
  GROUP BY c.grain, c.program_id, c.sub_program_id, c.enrollment_status, c.mutual_fund_duration, c.creator_id,
    c.district_id, c.taluka_id, c.village_id, c.day, c.status_id
  HAVING sum(c.people) <> 0 OR sum(c.enrolments) <> 0 OR sum(c.amount) <> 0 OR sum(c.sip_enrolments) <> 0
    OR sum(c.sip_amount) <> 0;
END
$$;
--> statement-breakpoint
-- Adds those cells to the counts, in the transaction's shard. The cells are written in key order, so
-- two writers of one shard wait for each other rather than deadlock; writers of other shards do not meet.
CREATE FUNCTION dashboard_apply(persons dashboard_person[], enrolment_rows dashboard_enrolment[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
    creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments, amount,
    sip_enrolments, sip_amount)
  SELECT d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.creator_id,
    d.district_id, d.taluka_id, d.village_id, d.day, d.status_id, (txid_current() % 64)::smallint, d.people,
    d.enrolments, d.amount, d.sip_enrolments, d.sip_amount
  FROM dashboard_cells(persons, enrolment_rows) d
  ORDER BY d.grain, d.program_id, d.sub_program_id, d.enrollment_status, d.mutual_fund_duration, d.creator_id,
    d.district_id, d.taluka_id, d.village_id, d.day, d.status_id
  ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = c.people + excluded.people,
    enrolments = c.enrolments + excluded.enrolments, amount = c.amount + excluded.amount,
    sip_enrolments = c.sip_enrolments + excluded.sip_enrolments, sip_amount = c.sip_amount + excluded.sip_amount;
END
$$;
--> statement-breakpoint
-- The people among `ids` there are, as they are now, each with `sign`.
CREATE FUNCTION dashboard_people(ids integer[], sign integer) RETURNS dashboard_person[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(ROW(sign, b.beneficiary_id, b.district_id, b.taluka_id, b.village_id, b.created_by,
    dashboard_day(b.created_at), b.status_id)::dashboard_person)
  FROM beneficiaries b WHERE b.beneficiary_id = ANY(ids)
$$;
--> statement-breakpoint
-- The enrolments among `rows` that are live, each with `sign`.
CREATE FUNCTION dashboard_enrolments(rows beneficiary_programs[], sign integer) RETURNS dashboard_enrolment[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(ROW(sign, r.beneficiary_id, r.program_id, r.sub_program_id, r.enrollment_status,
    r.mutual_fund_duration, r.mutual_fund_type_id, r.investment_amount)::dashboard_enrolment)
  FROM unnest(rows) r WHERE r.deleted_at IS NULL
$$;
--> statement-breakpoint
-- Enrolments changed from `old_rows` to `new_rows` (rows of one statement, matched by id): each person whose
-- enrolments changed in a way the figures see is taken back with the enrolments they had and counted
-- with those they have. A person deleted in the same statement was taken back by their own trigger.
CREATE FUNCTION dashboard_enrolments_changed(old_rows beneficiary_programs[], new_rows beneficiary_programs[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  persons integer[];
  live beneficiary_programs[];
  previous beneficiary_programs[];
BEGIN
  SELECT array_agg(coalesce(n.beneficiary_program_id, o.beneficiary_program_id)),
    array_agg(DISTINCT x.beneficiary_id) FILTER (WHERE x.beneficiary_id IS NOT NULL)
  INTO changed, persons
  FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n.beneficiary_program_id = o.beneficiary_program_id
  CROSS JOIN LATERAL (VALUES (o.beneficiary_id), (n.beneficiary_id)) AS x(beneficiary_id)
  WHERE (o.beneficiary_id, o.program_id, o.sub_program_id, o.enrollment_status, o.mutual_fund_duration,
      o.mutual_fund_type_id, o.investment_amount, o.deleted_at IS NULL)
    IS DISTINCT FROM (n.beneficiary_id, n.program_id, n.sub_program_id, n.enrollment_status, n.mutual_fund_duration,
      n.mutual_fund_type_id, n.investment_amount, n.deleted_at IS NULL);
  IF persons IS NULL THEN RETURN; END IF;
  SELECT array_agg(bp) INTO live FROM beneficiary_programs bp
  WHERE bp.beneficiary_id = ANY(persons) AND bp.deleted_at IS NULL;
  SELECT array_agg(r) INTO previous FROM (
    SELECT l.* FROM unnest(live) l WHERE l.beneficiary_program_id <> ALL(changed)
    UNION ALL
    SELECT o.* FROM unnest(old_rows) o WHERE o.beneficiary_program_id = ANY(changed)
  ) r;
  -- one call: a cell both sides touch is written once, its difference, and the cells in one order
  PERFORM dashboard_apply(dashboard_people(persons, -1) || dashboard_people(persons, 1),
    dashboard_enrolments(previous, -1) || dashboard_enrolments(live, 1));
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_people_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a person just registered has no enrolment yet (an enrolment's key needs the person first)
  PERFORM dashboard_apply((SELECT array_agg(ROW(1, n.beneficiary_id, n.district_id, n.taluka_id, n.village_id,
    n.created_by, dashboard_day(n.created_at), n.status_id)::dashboard_person) FROM new_rows n), NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_people_added AFTER INSERT ON beneficiaries REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_people_added();
--> statement-breakpoint
-- A person moved to another place, deactivated or restored (or given another registrant or day): taken
-- back as they were, with their enrolments, and counted as they are.
CREATE FUNCTION dashboard_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
  people dashboard_person[];
  live beneficiary_programs[];
BEGIN
  SELECT array_agg(n.beneficiary_id) INTO moved FROM old_rows o JOIN new_rows n USING (beneficiary_id)
  WHERE (o.district_id, o.taluka_id, o.village_id, o.created_by, dashboard_day(o.created_at), o.status_id)
    IS DISTINCT FROM (n.district_id, n.taluka_id, n.village_id, n.created_by, dashboard_day(n.created_at), n.status_id);
  IF moved IS NULL THEN RETURN NULL; END IF;
  SELECT array_agg(x) INTO people FROM (
    SELECT ROW(-1, o.beneficiary_id, o.district_id, o.taluka_id, o.village_id, o.created_by, dashboard_day(o.created_at),
      o.status_id)::dashboard_person AS x FROM old_rows o WHERE o.beneficiary_id = ANY(moved)
    UNION ALL
    SELECT ROW(1, n.beneficiary_id, n.district_id, n.taluka_id, n.village_id, n.created_by, dashboard_day(n.created_at),
      n.status_id)::dashboard_person FROM new_rows n WHERE n.beneficiary_id = ANY(moved)
  ) s;
  SELECT array_agg(bp) INTO live FROM beneficiary_programs bp WHERE bp.beneficiary_id = ANY(moved) AND bp.deleted_at IS NULL;
  PERFORM dashboard_apply(people, dashboard_enrolments(live, -1) || dashboard_enrolments(live, 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_people_changed AFTER UPDATE ON beneficiaries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_people_changed();
--> statement-breakpoint
-- A person deleted (an upload undone before it finished) is taken back with the enrolments they still
-- have, before the cascade deletes those; row by row, as deletes are few.
CREATE FUNCTION dashboard_person_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live beneficiary_programs[];
BEGIN
  SELECT array_agg(bp) INTO live FROM beneficiary_programs bp WHERE bp.beneficiary_id = OLD.beneficiary_id AND bp.deleted_at IS NULL;
  PERFORM dashboard_apply(dashboard_people(ARRAY[OLD.beneficiary_id], -1), dashboard_enrolments(live, -1));
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_person_deleted BEFORE DELETE ON beneficiaries
FOR EACH ROW EXECUTE FUNCTION dashboard_person_deleted();
--> statement-breakpoint
CREATE FUNCTION dashboard_enrolments_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_enrolments_changed(NULL, ARRAY(SELECT n::beneficiary_programs FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_enrolments_added AFTER INSERT ON beneficiary_programs REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enrolments_added();
--> statement-breakpoint
CREATE FUNCTION dashboard_enrolments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_enrolments_changed(ARRAY(SELECT o::beneficiary_programs FROM old_rows o),
    ARRAY(SELECT n::beneficiary_programs FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_enrolments_updated AFTER UPDATE ON beneficiary_programs
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enrolments_updated();
--> statement-breakpoint
CREATE FUNCTION dashboard_enrolments_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_enrolments_changed(ARRAY(SELECT o::beneficiary_programs FROM old_rows o), NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_enrolments_deleted AFTER DELETE ON beneficiary_programs REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enrolments_deleted();
--> statement-breakpoint
-- Every figure counted again from the people and enrolments there are: after a bulk load that left the
-- triggers out, and by this migration for the rows already there. Each batch of people's keys is set
-- aside, and every grain is counted from them in one pass (GROUPING SETS, a set per grain, in the
-- order of dashboard_cells' grains), into one shard.
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
    creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments, amount,
    sip_enrolments, sip_amount)
  -- GROUPING's bits, from the left: registrant, district, taluk, village, day, each 1 when summed over
  SELECT CASE GROUPING(k.creator_id, k.district_id, k.taluka_id, k.village_id, k.day)
      WHEN 30 THEN 1 WHEN 22 THEN 2 WHEN 18 THEN 3 WHEN 14 THEN 4 WHEN 17 THEN 5 WHEN 3 THEN 6
      WHEN 31 THEN 7 WHEN 23 THEN 8 WHEN 19 THEN 9 WHEN 15 THEN 10 END,
    k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
    coalesce(k.creator_id, 0), coalesce(k.district_id, 0), coalesce(k.taluka_id, 0), coalesce(k.village_id, 0),
    coalesce(k.day, date 'infinity'), k.status_id, 0, sum(k.people), sum(k.enrolments), sum(k.amount),
    sum(k.sip_enrolments), sum(k.sip_amount)
  FROM dashboard_rebuild_keys k
  GROUP BY k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration, k.status_id,
    GROUPING SETS ((k.day), (k.district_id, k.day), (k.district_id, k.taluka_id, k.day), (k.creator_id, k.day),
      (k.district_id, k.taluka_id, k.village_id), (k.creator_id, k.district_id, k.taluka_id), (), (k.district_id),
      (k.district_id, k.taluka_id), (k.creator_id))
  HAVING sum(k.people) <> 0 OR sum(k.enrolments) <> 0 OR sum(k.amount) <> 0 OR sum(k.sip_enrolments) <> 0
    OR sum(k.sip_amount) <> 0;
  DROP TABLE dashboard_rebuild_keys;
END
$$;
--> statement-breakpoint
SELECT dashboard_rebuild();
