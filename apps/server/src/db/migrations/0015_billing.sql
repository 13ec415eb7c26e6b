CREATE TABLE "billing_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"clearinghouse" text DEFAULT 'local' NOT NULL,
	"claim_md_key_encrypted" text,
	"submitter_id" text DEFAULT '' NOT NULL,
	"receiver_id" text DEFAULT '' NOT NULL,
	"last_control_number" integer DEFAULT 0 NOT NULL,
	"last_response_id" text,
	"last_era_id" text,
	"last_polled_at" timestamp with time zone,
	"last_poll_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"claim_line_id" integer,
	"era_id" integer,
	"group_code" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"remark_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"control_number" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"clearinghouse" text NOT NULL,
	"reference" text,
	"claims_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"suborder_item_id" integer,
	"hcpcs" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units" integer NOT NULL,
	"charge_cents" bigint NOT NULL,
	"service_date" date NOT NULL,
	"service_date_end" date,
	"diagnosis_pointers" jsonb DEFAULT '[1]'::jsonb NOT NULL,
	"rental_month" smallint,
	"allowed_cents" bigint,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"adjustment_cents" bigint DEFAULT 0 NOT NULL,
	"patient_resp_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "claim_lines_units_check" CHECK ("claim_lines"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "claim_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"claim_line_id" integer,
	"payer" text NOT NULL,
	"source" text NOT NULL,
	"era_id" integer,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"suborder_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"insurance_id" integer,
	"payer_sequence" text DEFAULT 'primary' NOT NULL,
	"parent_claim_id" integer,
	"payer_name" text NOT NULL,
	"payer_id" text,
	"member_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"place_of_service" text DEFAULT '12' NOT NULL,
	"frequency" text DEFAULT '1' NOT NULL,
	"diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referring_name" text DEFAULT '' NOT NULL,
	"referring_npi" text,
	"prior_auth_number" text,
	"service_date" date NOT NULL,
	"charge_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"adjustment_cents" bigint DEFAULT 0 NOT NULL,
	"patient_resp_cents" bigint DEFAULT 0 NOT NULL,
	"patient_paid_cents" bigint DEFAULT 0 NOT NULL,
	"has_denials" boolean DEFAULT false NOT NULL,
	"pending_reason" text,
	"pending_at" timestamp with time zone,
	"batch_id" integer,
	"submitted_at" timestamp with time zone,
	"payer_claim_number" text,
	"rejection" text,
	"status_before_paid" text,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_money_check" CHECK ("claims"."charge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "eligibility_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"insurance_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"clearinghouse" text NOT NULL,
	"trace_number" text NOT NULL,
	"service_date" date NOT NULL,
	"request" text NOT NULL,
	"response" text,
	"result" jsonb,
	"active" boolean,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "era_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"era_id" integer NOT NULL,
	"claim_id" integer,
	"claim_number" text NOT NULL,
	"patient_name" text DEFAULT '' NOT NULL,
	"status_code" text NOT NULL,
	"charge_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"patient_resp_cents" bigint NOT NULL,
	"payer_claim_number" text DEFAULT '' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eras" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_identifier" text DEFAULT '' NOT NULL,
	"trace_number" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"paid_on" date,
	"total_cents" bigint NOT NULL,
	"expected_total_cents" bigint NOT NULL,
	"balanced" boolean NOT NULL,
	"claims_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"provider_adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_claim_line_id_claim_lines_id_fk" FOREIGN KEY ("claim_line_id") REFERENCES "public"."claim_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_era_id_eras_id_fk" FOREIGN KEY ("era_id") REFERENCES "public"."eras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD CONSTRAINT "claim_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD CONSTRAINT "claim_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_history" ADD CONSTRAINT "claim_history_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_history" ADD CONSTRAINT "claim_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_suborder_item_id_suborder_items_id_fk" FOREIGN KEY ("suborder_item_id") REFERENCES "public"."suborder_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_notes" ADD CONSTRAINT "claim_notes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_notes" ADD CONSTRAINT "claim_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_line_id_claim_lines_id_fk" FOREIGN KEY ("claim_line_id") REFERENCES "public"."claim_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_era_id_eras_id_fk" FOREIGN KEY ("era_id") REFERENCES "public"."eras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_insurance_id_patient_insurances_id_fk" FOREIGN KEY ("insurance_id") REFERENCES "public"."patient_insurances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_parent_claim_id_claims_id_fk" FOREIGN KEY ("parent_claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_batch_id_claim_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."claim_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_insurance_id_patient_insurances_id_fk" FOREIGN KEY ("insurance_id") REFERENCES "public"."patient_insurances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "era_claims" ADD CONSTRAINT "era_claims_era_id_eras_id_fk" FOREIGN KEY ("era_id") REFERENCES "public"."eras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "era_claims" ADD CONSTRAINT "era_claims_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eras" ADD CONSTRAINT "eras_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eras" ADD CONSTRAINT "eras_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_adjustments_claim_idx" ON "claim_adjustments" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_adjustments_line_idx" ON "claim_adjustments" USING btree ("claim_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_control_unique" ON "claim_batches" USING btree ("account_id","control_number");--> statement-breakpoint
CREATE INDEX "claim_history_claim_idx" ON "claim_history" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_claim_no_unique" ON "claim_lines" USING btree ("claim_id","line_no");--> statement-breakpoint
CREATE INDEX "claim_notes_claim_idx" ON "claim_notes" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "claim_payments" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_unique" ON "claims" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "claims_account_created_idx" ON "claims" USING btree ("account_id","created_at","id") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_account_status_idx" ON "claims" USING btree ("account_id","status","created_at","id") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_coins_idx" ON "claims" USING btree ("account_id","created_at","id") WHERE "claims"."deleted_at" is null and "claims"."patient_resp_cents" > "claims"."patient_paid_cents";--> statement-breakpoint
CREATE INDEX "claims_declined_idx" ON "claims" USING btree ("account_id","created_at","id") WHERE "claims"."deleted_at" is null and "claims"."has_denials";--> statement-breakpoint
CREATE INDEX "claims_pending_idx" ON "claims" USING btree ("account_id","pending_at","id") WHERE "claims"."deleted_at" is null and "claims"."pending_at" is not null;--> statement-breakpoint
CREATE INDEX "claims_suborder_idx" ON "claims" USING btree ("suborder_id") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_patient_idx" ON "claims" USING btree ("patient_id","created_at") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_parent_idx" ON "claims" USING btree ("parent_claim_id");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_member_idx" ON "claims" USING btree ("account_id",lower("member_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "claims_suborder_sequence_unique" ON "claims" USING btree ("suborder_id","payer_sequence") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_checks_trace_unique" ON "eligibility_checks" USING btree ("trace_number");--> statement-breakpoint
CREATE INDEX "eligibility_checks_account_idx" ON "eligibility_checks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "eligibility_checks_patient_idx" ON "eligibility_checks" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "eligibility_checks_insurance_idx" ON "eligibility_checks" USING btree ("insurance_id","answered_at");--> statement-breakpoint
CREATE INDEX "era_claims_era_idx" ON "era_claims" USING btree ("era_id");--> statement-breakpoint
CREATE INDEX "era_claims_claim_idx" ON "era_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eras_payment_unique" ON "eras" USING btree ("account_id","payer_identifier","trace_number");--> statement-breakpoint
CREATE INDEX "eras_account_created_idx" ON "eras" USING btree ("account_id","created_at","id");