-- The role every request runs as (SET LOCAL ROLE), so row-level security applies even though
-- the connection's own role may be a superuser. Roles are cluster-wide: create it only once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT portal_app TO CURRENT_USER;
