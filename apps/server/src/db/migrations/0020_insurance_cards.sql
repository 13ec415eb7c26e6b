CREATE TABLE "insurance_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurance_id" integer NOT NULL,
	"side" text NOT NULL,
	"media_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"values" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'filled' NOT NULL,
	"token_hash" text,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"link_expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signed_via" text,
	"signature_mime" text,
	"signature" "bytea",
	"content_hash" text,
	"media_id" integer,
	"pdf_sha256" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "satisfaction_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"suborder_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"employee_id" integer,
	"driver_id" integer,
	"token_hash" text NOT NULL,
	"sent_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"overall" smallint,
	"driver_score" smallint,
	"timeliness" smallint,
	"explanation" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"signer_name" text,
	"signature_mime" text,
	"signature" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satisfaction_surveys_scores_check" CHECK ("satisfaction_surveys"."answered_at" is null or ("satisfaction_surveys"."overall" between 1 and 5 and "satisfaction_surveys"."driver_score" between 1 and 5 and "satisfaction_surveys"."timeliness" between 1 and 5 and "satisfaction_surveys"."explanation" between 1 and 5))
);
--> statement-breakpoint
ALTER TABLE "insurance_cards" ADD CONSTRAINT "insurance_cards_insurance_id_patient_insurances_id_fk" FOREIGN KEY ("insurance_id") REFERENCES "public"."patient_insurances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_cards" ADD CONSTRAINT "insurance_cards_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_cards" ADD CONSTRAINT "insurance_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_charts" ADD CONSTRAINT "measurement_charts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_cards_side_unique" ON "insurance_cards" USING btree ("insurance_id","side");--> statement-breakpoint
CREATE INDEX "insurance_cards_media_idx" ON "insurance_cards" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_charts_item_unique" ON "measurement_charts" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_charts_token_unique" ON "measurement_charts" USING btree ("token_hash") WHERE "measurement_charts"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "measurement_charts_account_idx" ON "measurement_charts" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_suborder_unique" ON "satisfaction_surveys" USING btree ("suborder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_token_unique" ON "satisfaction_surveys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_account_idx" ON "satisfaction_surveys" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_employee_idx" ON "satisfaction_surveys" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_driver_idx" ON "satisfaction_surveys" USING btree ("driver_id");