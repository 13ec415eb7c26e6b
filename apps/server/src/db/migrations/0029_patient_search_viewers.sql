-- Who may see each searched name (schema/patients.ts, patientSearchNames.viewers): filled before the index is built
-- (one build rather than an index update per row), then kept by triggers on every table a name-searching list is
-- scoped by: patients (owner), patient_vendors (linked suppliers), orders (supplier and practice), suborders and
-- claims (supplier). Accounts are only ever added: a search narrows by them before each list's own scope applies.
DROP INDEX "patient_search_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "patient_search_names" ADD COLUMN "viewers" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "patient_search_names" n SET "viewers" = v."viewers"
FROM (
  SELECT "patient_id", array_agg(DISTINCT "account" ORDER BY "account") AS "viewers"
  FROM (
    SELECT "id" AS "patient_id", "account_id" AS "account" FROM "patients"
    UNION ALL SELECT "patient_id", "vendor_id" FROM "patient_vendors"
    UNION ALL SELECT "patient_id", "vendor_id" FROM "orders"
    UNION ALL SELECT "patient_id", "doctor_account_id" FROM "orders"
    UNION ALL SELECT "patient_id", "account_id" FROM "suborders"
    UNION ALL SELECT "patient_id", "account_id" FROM "claims"
  ) AS "reach"
  WHERE "patient_id" IS NOT NULL AND "account" IS NOT NULL
  GROUP BY "patient_id"
) AS v
WHERE n."patient_id" = v."patient_id";--> statement-breakpoint
CREATE INDEX "patient_search_names_trgm_idx" ON "patient_search_names" USING gin ("name" gin_trgm_ops,"viewers" array_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Adds the accounts (nulls ignored) that the patient's searched name does not list yet; nothing when it lists them all,
-- so a write that changes no one's reach does not touch the index.
CREATE FUNCTION patient_search_add_viewers(patient integer, accounts integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "patient_search_names"
  SET "viewers" = (SELECT array_agg(DISTINCT a ORDER BY a) FROM unnest("viewers" || array_remove(accounts, NULL)) AS a)
  WHERE "patient_id" = patient AND NOT "viewers" @> array_remove(accounts, NULL);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_keep_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_search_names" ("patient_id", "name", "viewers")
  VALUES (NEW."id", lower(concat_ws(' ', NEW."first_name", nullif(NEW."middle_name", ''), NEW."last_name")), ARRAY[NEW."account_id"])
  ON CONFLICT ("patient_id") DO UPDATE SET "name" = EXCLUDED."name" WHERE "patient_search_names"."name" IS DISTINCT FROM EXCLUDED."name";
  PERFORM patient_search_add_viewers(NEW."id", ARRAY[NEW."account_id"]);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "patients_keep_search_name" ON "patients";--> statement-breakpoint
CREATE TRIGGER "patients_keep_search_name" AFTER INSERT OR UPDATE OF "first_name", "middle_name", "last_name", "account_id"
  ON "patients" FOR EACH ROW EXECUTE FUNCTION patients_keep_search_name();--> statement-breakpoint
CREATE FUNCTION patient_vendors_add_search_viewer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patient_search_add_viewers(NEW."patient_id", ARRAY[NEW."vendor_id"]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patient_vendors_add_search_viewer" AFTER INSERT OR UPDATE OF "patient_id", "vendor_id"
  ON "patient_vendors" FOR EACH ROW EXECUTE FUNCTION patient_vendors_add_search_viewer();--> statement-breakpoint
CREATE FUNCTION orders_add_search_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."patient_id" IS NOT NULL THEN
    PERFORM patient_search_add_viewers(NEW."patient_id", ARRAY[NEW."vendor_id", NEW."doctor_account_id"]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_add_search_viewers" AFTER INSERT OR UPDATE OF "patient_id", "vendor_id", "doctor_account_id"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_add_search_viewers();--> statement-breakpoint
-- Suborders and claims carry the supplier as account_id.
CREATE FUNCTION account_rows_add_search_viewer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."patient_id" IS NOT NULL THEN
    PERFORM patient_search_add_viewers(NEW."patient_id", ARRAY[NEW."account_id"]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "suborders_add_search_viewer" AFTER INSERT OR UPDATE OF "patient_id", "account_id"
  ON "suborders" FOR EACH ROW EXECUTE FUNCTION account_rows_add_search_viewer();--> statement-breakpoint
CREATE TRIGGER "claims_add_search_viewer" AFTER INSERT OR UPDATE OF "patient_id", "account_id"
  ON "claims" FOR EACH ROW EXECUTE FUNCTION account_rows_add_search_viewer();
