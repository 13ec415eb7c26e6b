CREATE INDEX "inventory_skus_sku_trgm_idx" ON "inventory_skus" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_skus_manufacturer_trgm_idx" ON "inventory_skus" USING gin ("manufacturer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_skus_model_trgm_idx" ON "inventory_skus" USING gin ("model" gin_trgm_ops);