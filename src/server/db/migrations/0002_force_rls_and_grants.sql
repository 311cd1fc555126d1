-- FORCE makes the policies apply to the table owner too: no role but a superuser that never
-- switches to portal_app can read across tenants.
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE accounts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_accounts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE drops FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO portal_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON users, sessions, accounts, user_accounts, locations, drops TO portal_app;
--> statement-breakpoint
-- Tables added by later migrations get the same grants; each still needs its own policy.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO portal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO portal_app;
