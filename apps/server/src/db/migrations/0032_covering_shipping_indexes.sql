DROP INDEX "suborders_account_created_idx";--> statement-breakpoint
DROP INDEX "suborders_account_status_idx";--> statement-breakpoint
CREATE INDEX "suborders_account_created_idx" ON "suborders" USING btree ("account_id","created_at","id","status","patient_id") WHERE "suborders"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "suborders_account_status_idx" ON "suborders" USING btree ("account_id","status","created_at","id","patient_id") WHERE "suborders"."replaced_at" is null;