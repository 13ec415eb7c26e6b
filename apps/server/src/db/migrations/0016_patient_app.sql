CREATE TABLE "patient_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb,
	"due_date" date,
	"link_hash" text,
	"link_expires_at" timestamp with time zone,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"result_order_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_result_order_id_orders_id_fk" FOREIGN KEY ("result_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_requests" ADD CONSTRAINT "patient_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_requests_patient_idx" ON "patient_requests" USING btree ("patient_id","status","created_at");--> statement-breakpoint
CREATE INDEX "patient_requests_account_idx" ON "patient_requests" USING btree ("account_id","kind","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_requests_link_unique" ON "patient_requests" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_requests_refill_unique" ON "patient_requests" USING btree ("order_item_id","due_date") WHERE "patient_requests"."kind" = 'refill';--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_unique" ON "patients" USING btree ("user_id") WHERE "patients"."user_id" is not null;