CREATE TABLE "dashboard_pending" (
	"txid" bigint NOT NULL,
	"person" "dashboard_person" NOT NULL,
	"enrolments" "dashboard_enrolment"[]
);
--> statement-breakpoint
-- a deleted person and their live enrolments (read before the cascade removes them) are gathered,
-- not applied: one person at a time, the cells they all share were written again for each
CREATE OR REPLACE FUNCTION dashboard_person_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_pending (txid, person, enrolments)
  VALUES (txid_current(),
    ROW(-1, OLD.beneficiary_id, OLD.district_id, OLD.taluka_id, OLD.village_id, OLD.created_by,
      dashboard_day(OLD.created_at), OLD.status_id)::dashboard_person,
    dashboard_enrolments(ARRAY(SELECT bp FROM beneficiary_programs bp
      WHERE bp.beneficiary_id = OLD.beneficiary_id AND bp.deleted_at IS NULL), -1));
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- the statement's people, taken out of the counts in one call, as a chunk of an upload is put in
CREATE OR REPLACE FUNCTION dashboard_people_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  persons dashboard_person[];
  enrolment_rows dashboard_enrolment[];
BEGIN
  WITH taken AS (DELETE FROM dashboard_pending WHERE txid = txid_current() RETURNING person, enrolments)
  SELECT (SELECT array_agg(t.person) FROM taken t), (SELECT array_agg(e) FROM taken t, unnest(t.enrolments) e)
  INTO persons, enrolment_rows;
  IF persons IS NOT NULL THEN
    PERFORM dashboard_apply(persons, enrolment_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_people_deleted AFTER DELETE ON beneficiaries FOR EACH STATEMENT EXECUTE FUNCTION dashboard_people_deleted();
