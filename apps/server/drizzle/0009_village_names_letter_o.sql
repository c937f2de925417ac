-- Fifteen village names of the census list carried the digit 0 where the letter O belongs (K0Rekal
-- for Korekal); villages.csv now has them right, and this renames them in databases seeded before.
-- A village is found by its current name in its taluk (taluk code, the stable identity); a rename
-- that would meet a village of that taluk already bearing the new name (as the unique key on taluk
-- and name compares names) is skipped, and so is a village that is not there or was renamed since.
UPDATE "villages" v SET "village_name" = r."new_name"
  FROM (VALUES
    (5456, 'K0Rekal', 'Korekal'),
    (5600, 'M0Shilahalli', 'Moshilahalli'),
    (5564, 'G0Lithattu', 'Golithattu'),
    (5472, 'Mustik0Ppa', 'Mustikoppa'),
    (5559, 'Kadavinah0Sahalli Hantha', 'Kadavinahosahalli Hantha'),
    (5494, 'Yattinahalli-M-K0D', 'Yattinahalli-M-Kod'),
    (5583, 'Shikarm0Takpalli', 'Shikarmotakpalli'),
    (5568, 'Aruvath0Klu', 'Aruvathoklu'),
    (5549, 'G0Bbaragala', 'Gobbaragala'),
    (5517, 'Kanas0Gi', 'Kanasogi'),
    (5516, 'Kanak0Ppa', 'Kanakoppa'),
    (5538, 'D0Ddahedegehalli', 'Doddahedegehalli'),
    (5480, 'Ajga0N', 'Ajgaon'),
    (5485, 'Mur00R', 'Muroor'),
    (5481, 'K0Madi', 'Komadi')
  ) AS r("taluk_code", "old_name", "new_name")
  WHERE v."village_name" = r."old_name"
    AND v."taluka_id" = (SELECT t."taluka_id" FROM "talukas" t WHERE t."taluk_code" = r."taluk_code")
    AND NOT EXISTS (
      SELECT 1 FROM "villages" o
      WHERE o."taluka_id" = v."taluka_id"
        AND lower(regexp_replace(btrim(o."village_name"), '\s+', ' ', 'g')) = lower(r."new_name")
    );
