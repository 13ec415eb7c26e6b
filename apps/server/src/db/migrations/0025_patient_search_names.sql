CREATE TABLE "patient_search_names" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "patients_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "patients_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "patients_middle_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "patient_search_names" ADD CONSTRAINT "patient_search_names_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Filled before the index is built (one build rather than 20,000 index insertions).
INSERT INTO "patient_search_names" ("patient_id", "name")
  SELECT "id", lower(concat_ws(' ', "first_name", nullif("middle_name", ''), "last_name")) FROM "patients";--> statement-breakpoint
CREATE INDEX "patient_search_names_trgm_idx" ON "patient_search_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The searched name of a patient, written with the patient (insert, or a change of a name); deleted with it (cascade).
CREATE OR REPLACE FUNCTION patients_keep_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_search_names" ("patient_id", "name")
  VALUES (NEW."id", lower(concat_ws(' ', NEW."first_name", nullif(NEW."middle_name", ''), NEW."last_name")))
  ON CONFLICT ("patient_id") DO UPDATE SET "name" = EXCLUDED."name";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_keep_search_name" AFTER INSERT OR UPDATE OF "first_name", "middle_name", "last_name"
  ON "patients" FOR EACH ROW EXECUTE FUNCTION patients_keep_search_name();
