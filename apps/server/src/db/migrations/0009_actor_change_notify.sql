-- Servers keep the callers they resolved (src/http/actor-cache.ts) and drop them when this channel speaks: after
-- any change to what a caller is read from (tokens, users, locations, staff places). Statement-level and without a
-- payload, so a change costs one notification per transaction however many rows it touches.
CREATE OR REPLACE FUNCTION notify_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_actor_changed" AFTER UPDATE OR DELETE ON "access_tokens" FOR EACH STATEMENT EXECUTE FUNCTION notify_actor_changed();--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_actor_changed();--> statement-breakpoint
CREATE TRIGGER "locations_actor_changed" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION notify_actor_changed();--> statement-breakpoint
CREATE TRIGGER "staff_locations_actor_changed" AFTER INSERT OR UPDATE OR DELETE ON "staff_locations" FOR EACH STATEMENT EXECUTE FUNCTION notify_actor_changed();
