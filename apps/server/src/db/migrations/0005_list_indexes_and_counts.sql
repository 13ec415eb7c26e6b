-- Trigram indexes for `%name%` searches (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_doctor_counts" (
	"doctor_account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_doctor_counts_doctor_account_id_location_id_status_archived_pk" PRIMARY KEY("doctor_account_id","location_id","status","archived")
);
--> statement-breakpoint
CREATE TABLE "order_vendor_counts" (
	"vendor_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"visible" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_vendor_counts_vendor_id_status_visible_archived_pk" PRIMARY KEY("vendor_id","status","visible","archived")
);
--> statement-breakpoint
CREATE TABLE "patient_counts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_vendor_counts" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_doctor_account_status_idx";--> statement-breakpoint
DROP INDEX "orders_vendor_status_idx";--> statement-breakpoint
CREATE INDEX "orders_doctor_created_idx" ON "orders" USING btree ("doctor_account_id","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_created_idx" ON "orders" USING btree ("vendor_id","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_doctor_updated_idx" ON "orders" USING btree ("doctor_account_id","updated_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_updated_idx" ON "orders" USING btree ("vendor_id","updated_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_doctor_archived_idx" ON "orders" USING btree ("doctor_account_id","created_at") WHERE "orders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_vendor_archived_idx" ON "orders" USING btree ("vendor_id","created_at") WHERE "orders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "patients_account_name_idx" ON "patients" USING btree ("account_id","last_name","first_name","id") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree ("last_name","first_name","id") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_first_name_trgm_idx" ON "patients" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_last_name_trgm_idx" ON "patients" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_middle_name_trgm_idx" ON "patients" USING gin ("middle_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_doctor_account_status_idx" ON "orders" USING btree ("doctor_account_id","status","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_status_idx" ON "orders" USING btree ("vendor_id","status","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
-- A supplier's own patients are linked to it when it creates them (patients.service); make that true of older
-- rows too, so the supplier's linked count is everything it sees.
INSERT INTO "patient_vendors" ("patient_id", "vendor_id")
SELECT p."id", p."account_id" FROM "patients" p JOIN "accounts" a ON a."id" = p."account_id" AND a."type" = 'supplier'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Counts per status for the orders lists, kept in the same transaction as every change to an order.
CREATE OR REPLACE FUNCTION order_counts_apply(o "orders", delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o."vendor_id" IS NOT NULL THEN
    INSERT INTO "order_vendor_counts" AS c ("vendor_id", "status", "visible", "archived", "n")
    VALUES (o."vendor_id", o."status",
            o."status" >= 5 OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."created_by" AND u."account_id" = o."vendor_id"),
            o."deleted_at" IS NOT NULL, delta)
    ON CONFLICT ("vendor_id", "status", "visible", "archived") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  END IF;
  IF o."doctor_account_id" IS NOT NULL THEN
    INSERT INTO "order_doctor_counts" AS c ("doctor_account_id", "location_id", "status", "archived", "n")
    VALUES (o."doctor_account_id", coalesce(o."doctor_location_id", 0), o."status", o."deleted_at" IS NOT NULL, delta)
    ON CONFLICT ("doctor_account_id", "location_id", "status", "archived") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD."status" = NEW."status"
     AND OLD."vendor_id" IS NOT DISTINCT FROM NEW."vendor_id"
     AND OLD."doctor_account_id" IS NOT DISTINCT FROM NEW."doctor_account_id"
     AND OLD."doctor_location_id" IS NOT DISTINCT FROM NEW."doctor_location_id"
     AND OLD."created_by" IS NOT DISTINCT FROM NEW."created_by"
     AND (OLD."deleted_at" IS NULL) = (NEW."deleted_at" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_counts_apply(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM order_counts_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_keep_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "vendor_id", "doctor_account_id", "doctor_location_id", "created_by", "deleted_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();--> statement-breakpoint
-- Live patients per owner, and per linked supplier.
CREATE OR REPLACE FUNCTION patient_counts_add(account integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_counts" AS c ("account_id", "n") VALUES (account, delta)
  ON CONFLICT ("account_id") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_vendor_counts_add(vendor integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_vendor_counts" AS c ("vendor_id", "n") VALUES (vendor, delta)
  ON CONFLICT ("vendor_id") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL;
  link record;
BEGIN
  IF was_live THEN PERFORM patient_counts_add(OLD."account_id", -1); END IF;
  IF is_live THEN PERFORM patient_counts_add(NEW."account_id", 1); END IF;
  -- A deleted row's links are gone before it (foreign key): only a change of liveness moves the suppliers' counts.
  IF TG_OP = 'UPDATE' AND was_live <> is_live THEN
    FOR link IN SELECT "vendor_id" FROM "patient_vendors" WHERE "patient_id" = NEW."id" LOOP
      PERFORM patient_vendor_counts_add(link."vendor_id", CASE WHEN is_live THEN 1 ELSE -1 END);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_keep_counts" AFTER INSERT OR DELETE OR UPDATE OF "account_id", "deleted_at"
  ON "patients" FOR EACH ROW EXECUTE FUNCTION patients_keep_counts();--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_links_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM "patients" p WHERE p."id" = OLD."patient_id" AND p."deleted_at" IS NULL) THEN
    PERFORM patient_vendor_counts_add(OLD."vendor_id", -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND EXISTS (SELECT 1 FROM "patients" p WHERE p."id" = NEW."patient_id" AND p."deleted_at" IS NULL) THEN
    PERFORM patient_vendor_counts_add(NEW."vendor_id", 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patient_links_keep_counts" AFTER INSERT OR DELETE OR UPDATE OF "patient_id", "vendor_id"
  ON "patient_vendors" FOR EACH ROW EXECUTE FUNCTION patient_links_keep_counts();--> statement-breakpoint
-- The counts of the rows that exist already.
INSERT INTO "order_vendor_counts" ("vendor_id", "status", "visible", "archived", "n")
SELECT o."vendor_id", o."status",
       o."status" >= 5 OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."created_by" AND u."account_id" = o."vendor_id"),
       o."deleted_at" IS NOT NULL, count(*)
FROM "orders" o WHERE o."vendor_id" IS NOT NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "order_doctor_counts" ("doctor_account_id", "location_id", "status", "archived", "n")
SELECT "doctor_account_id", coalesce("doctor_location_id", 0), "status", "deleted_at" IS NOT NULL, count(*)
FROM "orders" WHERE "doctor_account_id" IS NOT NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "patient_counts" ("account_id", "n") SELECT "account_id", count(*) FROM "patients" WHERE "deleted_at" IS NULL GROUP BY 1;--> statement-breakpoint
INSERT INTO "patient_vendor_counts" ("vendor_id", "n")
SELECT l."vendor_id", count(*) FROM "patient_vendors" l JOIN "patients" p ON p."id" = l."patient_id" AND p."deleted_at" IS NULL GROUP BY 1;
