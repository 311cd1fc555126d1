CREATE TABLE "events" (
	"tenant_id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"endpoint_id" integer,
	CONSTRAINT "events_tenant_id_seq_pk" PRIMARY KEY("tenant_id","seq")
);
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "amount_due" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "source" text DEFAULT 'supplier' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "supplier_transaction_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_id" ON "events" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "events_type" ON "events" USING btree ("tenant_id","type","seq");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "events" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));