-- The cells a write adds to, as in migration 0028, with the people's keys summed before they are spread
-- over the ten grains (decision 049): the people of an upload's chunk share a few places, days and
-- registrants, so 2,000 rows of keys become a few dozen before they are made ten times as many, and the
-- keys of a person taken back and counted again sum to one row. (A HAVING on those sums, dropping the
-- ones at nothing before the spread, cost a single registration 0.2 ms: the one below does it.)
CREATE OR REPLACE FUNCTION dashboard_cells(persons dashboard_person[], enrolment_rows dashboard_enrolment[])
RETURNS TABLE (grain smallint, program_id integer, sub_program_id integer, enrollment_status smallint,
  mutual_fund_duration integer, mutual_fund_type_id integer, creator_id integer, district_id integer,
  taluka_id integer, village_id integer, day date, status_id smallint, people bigint, enrolments numeric,
  amount numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH summed AS (
    SELECT k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration, k.mutual_fund_type_id,
      k.creator_id, k.district_id, k.taluka_id, k.village_id, k.day, k.status_id,
      -- the types dashboard_person_keys gives, so that the sums below are of the types this function answers
      sum(k.people)::integer AS people, sum(k.enrolments)::bigint AS enrolments, sum(k.amount) AS amount
    FROM dashboard_person_keys(persons, enrolment_rows) k
    GROUP BY k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration, k.mutual_fund_type_id,
      k.creator_id, k.district_id, k.taluka_id, k.village_id, k.day, k.status_id
  ),
  cells AS (
    SELECT g.grain::smallint AS grain, k.program_id, k.sub_program_id, k.enrollment_status, k.mutual_fund_duration,
      k.mutual_fund_type_id,
      CASE WHEN g.grain IN (4, 6, 10) THEN k.creator_id ELSE 0 END AS creator_id,
      CASE WHEN g.grain IN (2, 3, 5, 6, 8, 9) THEN k.district_id ELSE 0 END AS district_id,
      CASE WHEN g.grain IN (3, 5, 6, 9) THEN k.taluka_id ELSE 0 END AS taluka_id,
      CASE WHEN g.grain = 5 THEN k.village_id ELSE 0 END AS village_id,
      CASE WHEN g.grain <= 4 THEN k.day ELSE date 'infinity' END AS day,
      k.status_id, k.people, k.enrolments, k.amount
    FROM summed k
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
