CREATE TABLE "tank_plans" (
	"tenant_id" text NOT NULL,
	"drop_id" text NOT NULL,
	"account_id" text NOT NULL,
	"delivery_plan" text,
	"gate_code_sealed" jsonb,
	"gate_code_mask" text DEFAULT '' NOT NULL,
	"dog" text DEFAULT '' NOT NULL,
	"fill_location" text DEFAULT '' NOT NULL,
	"other_notes" text DEFAULT '' NOT NULL,
	"has_access_notes" boolean DEFAULT false NOT NULL,
	"away_from" date,
	"away_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tank_plans_tenant_id_drop_id_pk" PRIMARY KEY("tenant_id","drop_id")
);
--> statement-breakpoint
ALTER TABLE "tank_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tank_plans" ADD CONSTRAINT "tank_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tank_plans" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));