CREATE TABLE "tank_low_alerts" (
	"tenant_id" text NOT NULL,
	"drop_id" text NOT NULL,
	"cycle" text NOT NULL,
	"account_id" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"reorder_percent" numeric(5, 2) NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tank_low_alerts_tenant_id_drop_id_cycle_pk" PRIMARY KEY("tenant_id","drop_id","cycle")
);
--> statement-breakpoint
ALTER TABLE "tank_low_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tank_low_alerts" ADD CONSTRAINT "tank_low_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tank_low_alerts" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));