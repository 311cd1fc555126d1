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
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_steps_ref" ON "delivery_steps" USING btree ("tenant_id","delivery_ref","at");--> statement-breakpoint
CREATE INDEX "delivery_steps_account" ON "delivery_steps" USING btree ("tenant_id","account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_steps_external_id" ON "delivery_steps" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "delivery_steps_unannounced" ON "delivery_steps" USING btree ("tenant_id","id") WHERE announced_at is null and applied;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "delivery_steps" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));