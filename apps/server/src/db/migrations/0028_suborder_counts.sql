CREATE TABLE "suborder_counts" (
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "suborder_counts_account_id_status_method_pk" PRIMARY KEY("account_id","status","method")
);
--> statement-breakpoint
-- Live suborders per company, status and method, kept in the same transaction as every change to a suborder.
CREATE OR REPLACE FUNCTION suborder_counts_add(account integer, st text, meth text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "suborder_counts" AS c ("account_id", "status", "method", "n") VALUES (account, st, meth, delta)
  ON CONFLICT ("account_id", "status", "method") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION suborders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD."replaced_at" IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW."replaced_at" IS NULL;
BEGIN
  IF TG_OP = 'UPDATE' AND was_live = is_live AND OLD."account_id" = NEW."account_id"
     AND OLD."status" = NEW."status" AND OLD."method" = NEW."method" THEN
    RETURN NULL;
  END IF;
  IF was_live THEN PERFORM suborder_counts_add(OLD."account_id", OLD."status", OLD."method", -1); END IF;
  IF is_live THEN PERFORM suborder_counts_add(NEW."account_id", NEW."status", NEW."method", 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "suborders_keep_counts" AFTER INSERT OR DELETE OR UPDATE OF "account_id", "status", "method", "replaced_at"
  ON "suborders" FOR EACH ROW EXECUTE FUNCTION suborders_keep_counts();--> statement-breakpoint
INSERT INTO "suborder_counts" ("account_id", "status", "method", "n")
SELECT "account_id", "status", "method", count(*)::integer FROM "suborders" WHERE "replaced_at" IS NULL GROUP BY 1, 2, 3;
