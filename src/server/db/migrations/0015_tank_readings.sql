CREATE TABLE "tank_readings" (
	"tenant_id" text NOT NULL,
	"drop_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"account_id" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"channel" text NOT NULL,
	"entered_by_user_id" integer,
	"api_key_id" integer,
	"external_id" text,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tank_readings_tenant_id_drop_id_read_at_source_pk" PRIMARY KEY("tenant_id","drop_id","read_at","source")
);
--> statement-breakpoint
ALTER TABLE "tank_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tank_readings" ADD CONSTRAINT "tank_readings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tank_readings_account" ON "tank_readings" USING btree ("tenant_id","account_id","drop_id","read_at");--> statement-breakpoint
CREATE INDEX "tank_readings_external_id" ON "tank_readings" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tank_readings" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));