DROP INDEX "orders_doctor_account_status_idx";--> statement-breakpoint
DROP INDEX "orders_vendor_status_idx";--> statement-breakpoint
DROP INDEX "orders_doctor_created_idx";--> statement-breakpoint
DROP INDEX "orders_vendor_created_idx";--> statement-breakpoint
DROP INDEX "orders_doctor_updated_idx";--> statement-breakpoint
DROP INDEX "orders_vendor_updated_idx";--> statement-breakpoint
CREATE INDEX "orders_doctor_account_status_idx" ON "orders" USING btree ("doctor_account_id","status","created_at","id","doctor_location_id","patient_id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_status_idx" ON "orders" USING btree ("vendor_id","status","created_at","id","created_by","patient_id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_doctor_created_idx" ON "orders" USING btree ("doctor_account_id","created_at","id","status","doctor_location_id","patient_id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_created_idx" ON "orders" USING btree ("vendor_id","created_at","id","status","created_by","patient_id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_doctor_updated_idx" ON "orders" USING btree ("doctor_account_id","updated_at","id","status","doctor_location_id","patient_id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_vendor_updated_idx" ON "orders" USING btree ("vendor_id","updated_at","id","status","created_by","patient_id") WHERE "orders"."deleted_at" is null;