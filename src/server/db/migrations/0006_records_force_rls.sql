-- Same rule as 0002: the policies apply to the owner too. Grants come from the default privileges of 0002.
ALTER TABLE transactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE account_documents FORCE ROW LEVEL SECURITY;
