CREATE TABLE "distribution_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"order_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_order_lines_quantity_check" CHECK ("distribution_order_lines"."quantity" > 0 and "distribution_order_lines"."received_quantity" >= 0 and "distribution_order_lines"."received_quantity" <= "distribution_order_lines"."quantity"),
	CONSTRAINT "distribution_order_lines_price_check" CHECK ("distribution_order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "distribution_orders_kind_check" CHECK ("distribution_orders"."kind" in ('stock', 'request')),
	CONSTRAINT "distribution_orders_status_check" CHECK ("distribution_orders"."status" in ('draft', 'sent', 'partially_received', 'received', 'cancelled')),
	CONSTRAINT "distribution_orders_request_check" CHECK (("distribution_orders"."kind" = 'request') = ("distribution_orders"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "distributor_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_products_price_check" CHECK ("distributor_products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "distributors_lead_time_check" CHECK ("distributors"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"sku" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"serialized" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_skus_cost_check" CHECK ("inventory_skus"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_storage" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"par_level" integer DEFAULT 0 NOT NULL,
	"reorder_quantity" integer DEFAULT 0 NOT NULL,
	"bin" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_storage_quantity_check" CHECK ("inventory_storage"."quantity" >= 0),
	CONSTRAINT "inventory_storage_reserved_check" CHECK ("inventory_storage"."reserved" >= 0 and "inventory_storage"."reserved" <= "inventory_storage"."quantity"),
	CONSTRAINT "inventory_storage_par_check" CHECK ("inventory_storage"."par_level" >= 0 and "inventory_storage"."reorder_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_stock" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"storage_id" integer,
	"reserved" integer DEFAULT 0 NOT NULL,
	"serial_number_id" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_stock_reserved_check" CHECK ("order_item_stock"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serial_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"serial" text NOT NULL,
	"state" text DEFAULT 'in_stock' NOT NULL,
	"warehouse_id" integer,
	"order_item_id" integer,
	"patient_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_numbers_state_check" CHECK ("serial_numbers"."state" in ('in_stock', 'reserved', 'delivered', 'returned', 'retired')),
	CONSTRAINT "serial_numbers_place_check" CHECK (("serial_numbers"."state" in ('in_stock', 'returned', 'retired') and "serial_numbers"."warehouse_id" is not null and "serial_numbers"."order_item_id" is null)
        or ("serial_numbers"."state" = 'reserved' and "serial_numbers"."warehouse_id" is not null and "serial_numbers"."order_item_id" is not null)
        or ("serial_numbers"."state" = 'delivered' and "serial_numbers"."order_item_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sku_id" integer NOT NULL,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer,
	"quantity" integer NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_item_id" integer,
	"distribution_order_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receipt', 'move', 'issue', 'adjustment', 'reservation', 'release', 'return'))
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "doctor_location_id" integer;--> statement-breakpoint
ALTER TABLE "distribution_order_events" ADD CONSTRAINT "distribution_order_events_distribution_order_id_distribution_orders_id_fk" FOREIGN KEY ("distribution_order_id") REFERENCES "public"."distribution_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_order_events" ADD CONSTRAINT "distribution_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_order_lines" ADD CONSTRAINT "distribution_order_lines_distribution_order_id_distribution_orders_id_fk" FOREIGN KEY ("distribution_order_id") REFERENCES "public"."distribution_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_order_lines" ADD CONSTRAINT "distribution_order_lines_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_order_lines" ADD CONSTRAINT "distribution_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_orders" ADD CONSTRAINT "distribution_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_orders" ADD CONSTRAINT "distribution_orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_orders" ADD CONSTRAINT "distribution_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_orders" ADD CONSTRAINT "distribution_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_orders" ADD CONSTRAINT "distribution_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD CONSTRAINT "distributor_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD CONSTRAINT "distributor_products_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD CONSTRAINT "distributor_products_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_skus" ADD CONSTRAINT "inventory_skus_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_skus" ADD CONSTRAINT "inventory_skus_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storage" ADD CONSTRAINT "inventory_storage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storage" ADD CONSTRAINT "inventory_storage_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storage" ADD CONSTRAINT "inventory_storage_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_storage_id_inventory_storage_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."inventory_storage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stock" ADD CONSTRAINT "order_item_stock_serial_number_id_serial_numbers_id_fk" FOREIGN KEY ("serial_number_id") REFERENCES "public"."serial_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sku_id_inventory_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."inventory_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_order_events_order_idx" ON "distribution_order_events" USING btree ("distribution_order_id","created_at");--> statement-breakpoint
CREATE INDEX "distribution_order_lines_order_idx" ON "distribution_order_lines" USING btree ("distribution_order_id");--> statement-breakpoint
CREATE INDEX "distribution_order_lines_item_idx" ON "distribution_order_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "distribution_orders_account_created_idx" ON "distribution_orders" USING btree ("account_id","created_at","id") WHERE "distribution_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "distribution_orders_distributor_idx" ON "distribution_orders" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "distribution_orders_order_idx" ON "distribution_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_products_distributor_sku_idx" ON "distributor_products" USING btree ("distributor_id","sku_id");--> statement-breakpoint
CREATE INDEX "distributors_account_name_idx" ON "distributors" USING btree ("account_id",lower("name"),"id") WHERE "distributors"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_skus_account_sku_idx" ON "inventory_skus" USING btree ("account_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "inventory_skus_account_equipment_idx" ON "inventory_skus" USING btree ("account_id","equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_storage_sku_warehouse_idx" ON "inventory_storage" USING btree ("sku_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_storage_account_warehouse_idx" ON "inventory_storage" USING btree ("account_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "order_item_stock_storage_idx" ON "order_item_stock" USING btree ("storage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_stock_serial_idx" ON "order_item_stock" USING btree ("serial_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serial_numbers_sku_serial_idx" ON "serial_numbers" USING btree ("sku_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "serial_numbers_account_serial_idx" ON "serial_numbers" USING btree ("account_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "serial_numbers_order_item_idx" ON "serial_numbers" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "serial_numbers_patient_idx" ON "serial_numbers" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "stock_movements_account_created_idx" ON "stock_movements" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_sku_created_idx" ON "stock_movements" USING btree ("sku_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_from_created_idx" ON "stock_movements" USING btree ("from_warehouse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_to_created_idx" ON "stock_movements" USING btree ("to_warehouse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_created_idx" ON "stock_movements" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_serials_idx" ON "stock_movements" USING gin ("serials");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_doctor_location_id_locations_id_fk" FOREIGN KEY ("doctor_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;