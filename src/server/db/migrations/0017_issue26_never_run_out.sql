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
CREATE TABLE "price_alerts" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"threshold" numeric(10, 4) NOT NULL,
	"armed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_triggered_at" timestamp with time zone,
	"last_triggered_price" numeric(10, 4),
	CONSTRAINT "price_alerts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "program_enrolments" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "program_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"program" text NOT NULL,
	"season" text NOT NULL,
	"workflow_item_id" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"service_address" text NOT NULL,
	"terms_version" text NOT NULL,
	"entered_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_enrolments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "program_enrolments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "delivery_steps" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "delivery_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_ref" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" integer,
	"drop_id" text,
	"planned_date" date,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"scheduled_date" date,
	"window_start" text,
	"window_end" text,
	"gallons" numeric(12, 1),
	"ticket_number" text,
	"reason" text,
	"note" text,
	"applied" boolean NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" integer,
	"external_id" text,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "delivery_steps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "delivery_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tank_plans" ADD CONSTRAINT "tank_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user" ON "price_alerts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "price_alerts_product" ON "price_alerts" USING btree ("tenant_id","product_code");--> statement-breakpoint
CREATE INDEX "program_enrolments_account" ON "program_enrolments" USING btree ("tenant_id","account_id","program","season");--> statement-breakpoint
CREATE INDEX "delivery_steps_ref" ON "delivery_steps" USING btree ("tenant_id","delivery_ref","at");--> statement-breakpoint
CREATE INDEX "delivery_steps_account" ON "delivery_steps" USING btree ("tenant_id","account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_steps_external_id" ON "delivery_steps" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "delivery_steps_unannounced" ON "delivery_steps" USING btree ("tenant_id","id") WHERE announced_at is null and applied;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tank_plans" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "price_alerts" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "program_enrolments" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "delivery_steps" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));