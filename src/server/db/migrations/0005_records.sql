CREATE TABLE "account_documents" (
	"tenant_id" text NOT NULL,
	"document_id" text NOT NULL,
	"account_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_date" date NOT NULL,
	"title" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"due_date" date,
	"amount" numeric(12, 2) NOT NULL,
	"document_balance" numeric(12, 2) NOT NULL,
	"is_credit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_documents_tenant_id_document_id_pk" PRIMARY KEY("tenant_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "account_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deliveries" (
	"tenant_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"account_id" text NOT NULL,
	"delivery_date" date NOT NULL,
	"ticket_number" text NOT NULL,
	"location_number" integer NOT NULL,
	"drop_id" text NOT NULL,
	"drop_name" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" numeric(12, 1) NOT NULL,
	"unit_price" numeric(10, 4) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"document_id" text,
	CONSTRAINT "deliveries_tenant_id_delivery_id_pk" PRIMARY KEY("tenant_id","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transactions" (
	"tenant_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"transaction_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"document_id" text,
	"location_number" integer,
	"product_name" text,
	"quantity" numeric(12, 1),
	"unit_price" numeric(10, 4),
	"amount" numeric(12, 2) NOT NULL,
	"is_credit" boolean NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	CONSTRAINT "transactions_tenant_id_transaction_id_pk" PRIMARY KEY("tenant_id","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_documents_account_date" ON "account_documents" USING btree ("tenant_id","account_id","document_date","document_id");--> statement-breakpoint
CREATE INDEX "deliveries_account_date" ON "deliveries" USING btree ("tenant_id","account_id","delivery_date","delivery_id");--> statement-breakpoint
CREATE INDEX "transactions_account_date" ON "transactions" USING btree ("tenant_id","account_id","transaction_date","transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_document" ON "transactions" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account_documents" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "deliveries" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "transactions" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));