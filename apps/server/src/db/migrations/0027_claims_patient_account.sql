DROP INDEX "claims_patient_idx";--> statement-breakpoint
CREATE INDEX "claims_patient_idx" ON "claims" USING btree ("patient_id","account_id","created_at") WHERE "claims"."deleted_at" is null;