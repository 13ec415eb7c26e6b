CREATE TABLE "practice_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_account_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"payer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"npi" text,
	"tax_id" text,
	"ptan" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_doctor_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"created_by_vendor" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"linked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"payer_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"in_network" boolean DEFAULT true NOT NULL,
	"requires_prior_auth" boolean DEFAULT false NOT NULL,
	"provider_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_vendors" ADD CONSTRAINT "practice_vendors_practice_account_id_accounts_id_fk" FOREIGN KEY ("practice_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vendors" ADD CONSTRAINT "practice_vendors_vendor_id_accounts_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vendors" ADD CONSTRAINT "practice_vendors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctor_agents" ADD CONSTRAINT "vendor_doctor_agents_vendor_id_accounts_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctor_agents" ADD CONSTRAINT "vendor_doctor_agents_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctor_agents" ADD CONSTRAINT "vendor_doctor_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctor_agents" ADD CONSTRAINT "vendor_doctor_agents_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctors" ADD CONSTRAINT "vendor_doctors_vendor_id_accounts_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctors" ADD CONSTRAINT "vendor_doctors_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_doctors" ADD CONSTRAINT "vendor_doctors_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_insurances" ADD CONSTRAINT "vendor_insurances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_insurances" ADD CONSTRAINT "vendor_insurances_payer_id_payers_payer_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("payer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_vendors_unique" ON "practice_vendors" USING btree ("practice_account_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_npi_unique" ON "supplier_profiles" USING btree ("npi") WHERE "supplier_profiles"."npi" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_doctor_agents_unique" ON "vendor_doctor_agents" USING btree ("vendor_id","doctor_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_doctors_unique" ON "vendor_doctors" USING btree ("vendor_id","doctor_id");--> statement-breakpoint
CREATE INDEX "vendor_doctors_doctor_idx" ON "vendor_doctors" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_insurances_account_payer_unique" ON "vendor_insurances" USING btree ("account_id","payer_id");--> statement-breakpoint
CREATE INDEX "users_npi_idx" ON "users" USING btree ("npi");