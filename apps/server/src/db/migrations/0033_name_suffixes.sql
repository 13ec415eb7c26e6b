CREATE TABLE "patient_name_suffixes" (
	"viewer" integer NOT NULL,
	"suffix" text NOT NULL,
	"patient_id" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "patient_search_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "patient_name_suffixes" ADD CONSTRAINT "patient_name_suffixes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A searched name's rows: each suffix of each of its words (split where the search splits, on white space), once per
-- viewer. DISTINCT: a name repeating a word ("ann ann") or a suffix ("anna nna") keeps one row of it.
CREATE OR REPLACE FUNCTION patient_name_suffix_rows(patient integer, name text, viewers integer[])
  RETURNS TABLE (viewer integer, suffix text, patient_id integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT v, substr(w, i), patient
  FROM unnest(viewers) AS v, regexp_split_to_table(name, '\s+') AS w, generate_series(1, length(w)) AS i
  WHERE w <> ''
$$;--> statement-breakpoint
-- Filled before the indexes are built (one build rather than half a million index insertions).
INSERT INTO "patient_name_suffixes" ("viewer", "suffix", "patient_id")
  SELECT r.viewer, r.suffix, r.patient_id FROM "patient_search_names" s, patient_name_suffix_rows(s."patient_id", s."name", s."viewers") r;--> statement-breakpoint
CREATE INDEX "patient_name_suffixes_idx" ON "patient_name_suffixes" USING btree ("viewer","suffix" text_pattern_ops,"patient_id");--> statement-breakpoint
CREATE INDEX "patient_name_suffixes_patient_idx" ON "patient_name_suffixes" USING btree ("patient_id");--> statement-breakpoint
-- A new searched name, a changed one, or a new viewer (viewers are only ever added) writes the patient's rows again:
-- a few dozen rows, on a write that is rare beside the searches. A deleted patient's rows go with it (cascade).
CREATE OR REPLACE FUNCTION patient_search_names_keep_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."name" = OLD."name" AND NEW."viewers" = OLD."viewers" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "patient_name_suffixes" WHERE "patient_id" = OLD."patient_id";
  END IF;
  INSERT INTO "patient_name_suffixes" ("viewer", "suffix", "patient_id")
    SELECT r.viewer, r.suffix, r.patient_id FROM patient_name_suffix_rows(NEW."patient_id", NEW."name", NEW."viewers") r;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patient_search_names_keep_suffixes" AFTER INSERT OR UPDATE OF "name", "viewers"
  ON "patient_search_names" FOR EACH ROW EXECUTE FUNCTION patient_search_names_keep_suffixes();
