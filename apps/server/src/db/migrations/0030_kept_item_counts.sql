ALTER TABLE "orders" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suborders" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- items_count of orders and suborders: their item lines, kept in the same transaction as every change to the lines.
-- One set of functions for both, told by the trigger's arguments which table holds the count (TG_ARGV[0]) and which
-- column of the line names its row (TG_ARGV[1]). Inserts and deletes are counted once per statement (a refill, a
-- regrouping or a seed adds many lines at once); a line moved to another row (an order's split) changes both counts.
CREATE OR REPLACE FUNCTION item_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I p SET "items_count" = p."items_count" + d.n FROM (SELECT %I AS id, count(*)::integer AS n FROM added GROUP BY 1) d WHERE p."id" = d.id', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I p SET "items_count" = p."items_count" - d.n FROM (SELECT %I AS id, count(*)::integer AS n FROM removed GROUP BY 1) d WHERE p."id" = d.id', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_in integer := to_jsonb(OLD) ->> TG_ARGV[1];
  now_in integer := to_jsonb(NEW) ->> TG_ARGV[1];
BEGIN
  IF was_in IS DISTINCT FROM now_in THEN
    EXECUTE format('UPDATE %I SET "items_count" = "items_count" - 1 WHERE "id" = $1', TG_ARGV[0]) USING was_in;
    EXECUTE format('UPDATE %I SET "items_count" = "items_count" + 1 WHERE "id" = $1', TG_ARGV[0]) USING now_in;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_count_added" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION item_count_added('orders', 'order_id');--> statement-breakpoint
CREATE TRIGGER "order_items_count_removed" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION item_count_removed('orders', 'order_id');--> statement-breakpoint
CREATE TRIGGER "order_items_count_moved" AFTER UPDATE OF "order_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION item_count_moved('orders', 'order_id');--> statement-breakpoint
CREATE TRIGGER "suborder_items_count_added" AFTER INSERT ON "suborder_items"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION item_count_added('suborders', 'suborder_id');--> statement-breakpoint
CREATE TRIGGER "suborder_items_count_removed" AFTER DELETE ON "suborder_items"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION item_count_removed('suborders', 'suborder_id');--> statement-breakpoint
CREATE TRIGGER "suborder_items_count_moved" AFTER UPDATE OF "suborder_id" ON "suborder_items"
  FOR EACH ROW EXECUTE FUNCTION item_count_moved('suborders', 'suborder_id');--> statement-breakpoint
UPDATE "orders" o SET "items_count" = c.n
FROM (SELECT "order_id", count(*)::integer AS n FROM "order_items" GROUP BY 1) c WHERE c."order_id" = o."id";--> statement-breakpoint
UPDATE "suborders" s SET "items_count" = c.n
FROM (SELECT "suborder_id", count(*)::integer AS n FROM "suborder_items" GROUP BY 1) c WHERE c."suborder_id" = s."id";
