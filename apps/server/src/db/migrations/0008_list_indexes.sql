DROP INDEX "catalog_presets_account_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_after_patient_idx" ON "audit_logs" USING btree ("account_id",("after"->>'patient_id')) WHERE ("audit_logs"."after"->>'patient_id') is not null;--> statement-breakpoint
CREATE INDEX "audit_logs_before_patient_idx" ON "audit_logs" USING btree ("account_id",("before"->>'patient_id')) WHERE ("audit_logs"."before"->>'patient_id') is not null;--> statement-breakpoint
CREATE INDEX "tasks_account_open_due_idx" ON "tasks" USING btree ("account_id","due_date","id") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_account_completed_idx" ON "tasks" USING btree ("account_id","completed_at","id") WHERE "tasks"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "media_company_documents_idx" ON "media" USING btree ("account_id","created_at","id") WHERE "media"."patient_id" is null and "media"."order_id" is null and "media"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "catalog_presets_account_name_idx" ON "catalog_presets" USING btree ("account_id",lower("name"),"id");