CREATE TABLE "accounts" (
	"tenant_id" text NOT NULL,
	"account_id" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"work_phone" text DEFAULT '' NOT NULL,
	"cell_phone" text DEFAULT '' NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"balance_30_days" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance_60_days" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance_90_days" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance_over_90_days" numeric(12, 2) DEFAULT 0 NOT NULL,
	"non_budget_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"account_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount_due" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_budget_plan" boolean DEFAULT false NOT NULL,
	"budget_balance" numeric(12, 2),
	"budget_paid_ytd" numeric(12, 2),
	"budget_payment" numeric(12, 2),
	"budget_past_due" numeric(12, 2),
	"budget_total_due" numeric(12, 2),
	"budget_quantity_used_ytd" numeric(12, 1),
	"budget_planned_ytd" numeric(12, 1),
	"budget_quantity_expected" numeric(12, 1),
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"last_payment_amount" numeric(12, 2),
	"last_payment_date" date,
	"last_statement_date" date,
	"last_statement_amount" numeric(12, 2),
	"alerts" jsonb NOT NULL,
	"is_fuel" boolean DEFAULT true NOT NULL,
	"is_payment" boolean DEFAULT true NOT NULL,
	"is_records" boolean DEFAULT true NOT NULL,
	"is_drops" boolean DEFAULT true NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"owner_user_id" integer,
	CONSTRAINT "accounts_tenant_id_account_id_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drops" (
	"tenant_id" text NOT NULL,
	"drop_id" text NOT NULL,
	"account_id" text NOT NULL,
	"location_number" integer NOT NULL,
	"drop_name" text NOT NULL,
	"is_fixed_price" boolean DEFAULT false NOT NULL,
	"last_delivery_date" date,
	"last_delivery_quantity" numeric(12, 1),
	"next_delivery_date" date,
	"price" numeric(10, 4) NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity_purchased_ytd" numeric(12, 1) DEFAULT 0 NOT NULL,
	"effective_date" date,
	"end_date" date,
	"tank_size" bigint,
	CONSTRAINT "drops_tenant_id_drop_id_pk" PRIMARY KEY("tenant_id","drop_id")
);
--> statement-breakpoint
ALTER TABLE "drops" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "locations" (
	"tenant_id" text NOT NULL,
	"account_id" text NOT NULL,
	"location_number" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	CONSTRAINT "locations_tenant_id_account_id_location_number_pk" PRIMARY KEY("tenant_id","account_id","location_number")
);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"tenant_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tenant_id_key_hash_pk" PRIMARY KEY("tenant_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	CONSTRAINT "user_accounts_tenant_id_user_id_account_id_pk" PRIMARY KEY("tenant_id","user_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "user_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"cell_phone" text DEFAULT '' NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_name" ON "accounts" USING btree ("tenant_id","display_name");--> statement-breakpoint
CREATE INDEX "accounts_email" ON "accounts" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "drops_location" ON "drops" USING btree ("tenant_id","account_id","location_number");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "user_accounts_account" ON "user_accounts" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "accounts" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drops" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "locations" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sessions" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_accounts" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));