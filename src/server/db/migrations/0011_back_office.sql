CREATE TABLE "assets" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"key" text,
	"bytes" "bytea",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "change_log" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "change_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"on_behalf_of_user_id" integer,
	"operation_id" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "change_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "change_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "text_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"body" text NOT NULL,
	"event" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "text_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "workflow_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"comment" text,
	"actor_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_kind" ON "assets" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "change_log_at" ON "change_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "change_log_target" ON "change_log" USING btree ("tenant_id","target","at");--> statement-breakpoint
CREATE INDEX "text_outbox_created" ON "text_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_history_item" ON "workflow_history" USING btree ("tenant_id","item_id","at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assets" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "change_log" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "text_outbox" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "workflow_history" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));