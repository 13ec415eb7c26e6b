ALTER TABLE "orders" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- orders.items_count: the order's item lines, kept in the same transaction as every change to order_items. Inserts
-- and deletes are counted once per statement (a refill or a seed adds many lines at once); an item moved to another
-- order (a split) changes both orders' counts.
CREATE OR REPLACE FUNCTION order_items_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "items_count" = o."items_count" + d.n
  FROM (SELECT "order_id", count(*)::integer AS n FROM added GROUP BY 1) d WHERE o."id" = d."order_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "items_count" = o."items_count" - d.n
  FROM (SELECT "order_id", count(*)::integer AS n FROM removed GROUP BY 1) d WHERE o."id" = d."order_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."order_id" IS DISTINCT FROM NEW."order_id" THEN
    UPDATE "orders" SET "items_count" = "items_count" - 1 WHERE "id" = OLD."order_id";
    UPDATE "orders" SET "items_count" = "items_count" + 1 WHERE "id" = NEW."order_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_count_added" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_items_count_added();--> statement-breakpoint
CREATE TRIGGER "order_items_count_removed" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION order_items_count_removed();--> statement-breakpoint
CREATE TRIGGER "order_items_count_moved" AFTER UPDATE OF "order_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION order_items_count_moved();--> statement-breakpoint
UPDATE "orders" o SET "items_count" = c.n
FROM (SELECT "order_id", count(*)::integer AS n FROM "order_items" GROUP BY 1) c WHERE c."order_id" = o."id";
