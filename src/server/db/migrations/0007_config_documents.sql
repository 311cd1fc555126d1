CREATE TABLE "config_audit" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "config_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "config_audit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "config_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "config_drafts" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"override" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_drafts_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "config_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "config_versions" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"override" jsonb,
	"document" jsonb NOT NULL,
	"base_hash" text NOT NULL,
	"origin" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_versions_tenant_id_name_version_pk" PRIMARY KEY("tenant_id","name","version")
);
--> statement-breakpoint
ALTER TABLE "config_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD COLUMN "form_name" text;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD COLUMN "form_version" integer;--> statement-breakpoint
ALTER TABLE "config_audit" ADD CONSTRAINT "config_audit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_drafts" ADD CONSTRAINT "config_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_versions" ADD CONSTRAINT "config_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_audit_document" ON "config_audit" USING btree ("tenant_id","name","at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "config_audit" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "config_drafts" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "config_versions" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));