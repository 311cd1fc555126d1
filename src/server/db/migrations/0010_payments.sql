CREATE TABLE "autopay_enrolments" (
	"tenant_id" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"payment_source_id" integer NOT NULL,
	"terms_acknowledged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_enrolments_tenant_id_account_id_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "autopay_runs" (
	"tenant_id" text NOT NULL,
	"account_id" text NOT NULL,
	"statement_document_id" text NOT NULL,
	"payment_source_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"error_code" text,
	"message" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_runs_tenant_id_account_id_statement_document_id_pk" PRIMARY KEY("tenant_id","account_id","statement_document_id")
);
--> statement-breakpoint
ALTER TABLE "autopay_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fuel_cards" (
	"tenant_id" text NOT NULL,
	"card_id" text NOT NULL,
	"account_id" text NOT NULL,
	"last4" text NOT NULL,
	"card_user_name" text NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"daily_limit" numeric(12, 2),
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "fuel_cards_tenant_id_card_id_pk" PRIMARY KEY("tenant_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "fuel_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"operation_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"plan" jsonb,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_tenant_id_scope_key_pk" PRIMARY KEY("tenant_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_sources" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder_first_name" text DEFAULT '' NOT NULL,
	"holder_last_name" text DEFAULT '' NOT NULL,
	"account_type" text,
	"billing_address" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_sources_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_number" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_source_id" integer,
	"source_label" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_charge_id" text NOT NULL,
	"gateway_key" text NOT NULL,
	"statement_document_id" text,
	"transaction_id" text NOT NULL,
	"reversal_transaction_id" text,
	"receipt_email" text,
	"return_code" text,
	"refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refunds" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"delivery_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"gateway_refund_id" text NOT NULL,
	"gateway_key" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"tenant_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_tenant_id_charge_id_pk" PRIMARY KEY("tenant_id","charge_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"tenant_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_tenant_id_refund_id_pk" PRIMARY KEY("tenant_id","refund_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_tokens" (
	"tenant_id" text NOT NULL,
	"token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_tokens_tenant_id_token_pk" PRIMARY KEY("tenant_id","token")
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_runs" ADD CONSTRAINT "autopay_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sources" ADD CONSTRAINT "payment_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD CONSTRAINT "sandbox_gateway_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_tokens" ADD CONSTRAINT "sandbox_gateway_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autopay_enrolments_user" ON "autopay_enrolments" USING btree ("tenant_id","user_id","payment_source_id");--> statement-breakpoint
CREATE INDEX "fuel_cards_account" ON "fuel_cards" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sources_user" ON "payment_sources" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sources_one_default" ON "payment_sources" USING btree ("tenant_id","user_id") WHERE is_default and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_key" ON "payments" USING btree ("tenant_id","gateway_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number" ON "payments" USING btree ("tenant_id","payment_number");--> statement-breakpoint
CREATE INDEX "payments_account" ON "payments" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_key" ON "refunds" USING btree ("tenant_id","gateway_key");--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_charges_key" ON "sandbox_gateway_charges" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_refunds_key" ON "sandbox_gateway_refunds" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_tokens_key" ON "sandbox_gateway_tokens" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "autopay_enrolments" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "autopay_runs" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fuel_cards" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_sources" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payments" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refunds" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sandbox_gateway_charges" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sandbox_gateway_refunds" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sandbox_gateway_tokens" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));