CREATE TABLE "patient_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_cart_items_quantity_check" CHECK ("patient_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "patient_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"payment_status" text DEFAULT 'due' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_purchases_total_check" CHECK ("patient_purchases"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "patient_cart_items" ADD CONSTRAINT "patient_cart_items_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_cart_items" ADD CONSTRAINT "patient_cart_items_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_purchases" ADD CONSTRAINT "patient_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_purchases" ADD CONSTRAINT "patient_purchases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_purchases" ADD CONSTRAINT "patient_purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_purchases" ADD CONSTRAINT "patient_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_cart_items_unique" ON "patient_cart_items" USING btree ("patient_id","equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_purchases_order_unique" ON "patient_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "patient_purchases_account_idx" ON "patient_purchases" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_purchases_patient_idx" ON "patient_purchases" USING btree ("patient_id","created_at");