CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"suborder_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"recipient_name" text DEFAULT '' NOT NULL,
	"relation" text,
	"note" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" double precision,
	"happened_at" timestamp with time zone NOT NULL,
	"signature_media_id" integer,
	"photo_media_id" integer,
	"proof_media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"date" date NOT NULL,
	"warehouse_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"distance_m" integer DEFAULT 0 NOT NULL,
	"duration_s" integer DEFAULT 0 NOT NULL,
	"load" integer DEFAULT 0 NOT NULL,
	"lateness_s" integer DEFAULT 0 NOT NULL,
	"optimized" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"shift_start" text DEFAULT '08:00' NOT NULL,
	"shift_end" text DEFAULT '17:00' NOT NULL,
	"break_start" text,
	"break_minutes" smallint DEFAULT 30 NOT NULL,
	"capacity_count" integer DEFAULT 20 NOT NULL,
	"capacity_volume" integer,
	"vehicle" text DEFAULT '' NOT NULL,
	"home_warehouse_id" integer,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"suborder_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"eta" timestamp with time zone,
	"lateness_s" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suborder_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"suborder_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"otc" boolean DEFAULT false NOT NULL,
	"claim_index" smallint,
	"loaded_at" timestamp with time zone,
	"loaded_by" integer,
	"loaded_serial" text,
	"delivered_serial" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suborder_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"suborder_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suborder_timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"suborder_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suborder_timeslots_window_check" CHECK ("suborder_timeslots"."ends_at" > "suborder_timeslots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "suborders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"patient_id" integer NOT NULL,
	"warehouse_id" integer,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"courier" text,
	"tracking_number" text,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_starts_at" timestamp with time zone,
	"slot_ends_at" timestamp with time zone,
	"signed_aob_media_id" integer,
	"proof_media_id" integer,
	"delivered_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suborders_method_check" CHECK ("suborders"."method" in ('driver', 'courier', 'pickup'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_point_id_route_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."route_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_signature_media_id_media_id_fk" FOREIGN KEY ("signature_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_proof_media_id_media_id_fk" FOREIGN KEY ("proof_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_home_warehouse_id_warehouses_id_fk" FOREIGN KEY ("home_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_points" ADD CONSTRAINT "route_points_route_id_delivery_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."delivery_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_points" ADD CONSTRAINT "route_points_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_items" ADD CONSTRAINT "suborder_items_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_items" ADD CONSTRAINT "suborder_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_items" ADD CONSTRAINT "suborder_items_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_status_history" ADD CONSTRAINT "suborder_status_history_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_status_history" ADD CONSTRAINT "suborder_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_timeslots" ADD CONSTRAINT "suborder_timeslots_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_timeslots" ADD CONSTRAINT "suborder_timeslots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_signed_aob_media_id_media_id_fk" FOREIGN KEY ("signed_aob_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_proof_media_id_media_id_fk" FOREIGN KEY ("proof_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_idempotency_unique" ON "deliveries" USING btree ("driver_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deliveries_point_idx" ON "deliveries" USING btree ("point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_routes_driver_date_unique" ON "delivery_routes" USING btree ("driver_id","date");--> statement-breakpoint
CREATE INDEX "delivery_routes_account_date_idx" ON "delivery_routes" USING btree ("account_id","date","id");--> statement-breakpoint
CREATE INDEX "route_points_route_idx" ON "route_points" USING btree ("route_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "route_points_suborder_unique" ON "route_points" USING btree ("suborder_id") WHERE "route_points"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "suborder_items_suborder_idx" ON "suborder_items" USING btree ("suborder_id");--> statement-breakpoint
CREATE INDEX "suborder_items_order_item_idx" ON "suborder_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "suborder_status_history_suborder_idx" ON "suborder_status_history" USING btree ("suborder_id","created_at");--> statement-breakpoint
CREATE INDEX "suborder_timeslots_suborder_idx" ON "suborder_timeslots" USING btree ("suborder_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suborder_timeslots_one_agreed" ON "suborder_timeslots" USING btree ("suborder_id") WHERE "suborder_timeslots"."status" = 'agreed';--> statement-breakpoint
CREATE INDEX "suborders_account_created_idx" ON "suborders" USING btree ("account_id","created_at","id") WHERE "suborders"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "suborders_account_status_idx" ON "suborders" USING btree ("account_id","status","created_at","id") WHERE "suborders"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "suborders_order_idx" ON "suborders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "suborders_patient_idx" ON "suborders" USING btree ("patient_id","created_at") WHERE "suborders"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "suborders_planning_idx" ON "suborders" USING btree ("account_id","method","slot_starts_at") WHERE "suborders"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "suborders_order_seq_unique" ON "suborders" USING btree ("order_id","seq");