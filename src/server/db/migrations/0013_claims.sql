CREATE TABLE "account_claims" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"account_id" text,
	"code_hash" text NOT NULL,
	"method" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "account_claims_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_claims" ADD CONSTRAINT "account_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_claims_expiry" ON "account_claims" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account_claims" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));