CREATE TABLE "order_quiz_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quiz_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quiz_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quiz_passed_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pa_expires_on" date;--> statement-breakpoint
ALTER TABLE "order_quiz_links" ADD CONSTRAINT "order_quiz_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quiz_links" ADD CONSTRAINT "order_quiz_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quiz_links" ADD CONSTRAINT "order_quiz_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_quiz_links_token_unique" ON "order_quiz_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_quiz_links_order_idx" ON "order_quiz_links" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quiz_passed_by_users_id_fk" FOREIGN KEY ("quiz_passed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;