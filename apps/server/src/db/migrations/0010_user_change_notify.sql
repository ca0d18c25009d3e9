-- Every change to what GET /v1/users/me shows is announced on the channel "penwright_user_changed" with the
-- user's id ('*' for a plan, which many users may hold), so each server process can drop what it keeps of it.
CREATE OR REPLACE FUNCTION penwright_notify_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'plans' THEN
    PERFORM pg_notify('penwright_user_changed', '*');
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    PERFORM pg_notify('penwright_user_changed', COALESCE(NEW.user_id, OLD.user_id));
  ELSE
    PERFORM pg_notify('penwright_user_changed', COALESCE(NEW.id, OLD.id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION penwright_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER auth_user_changed AFTER INSERT OR UPDATE OR DELETE ON "auth_user"
  FOR EACH ROW EXECUTE FUNCTION penwright_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION penwright_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION penwright_notify_user_changed();
