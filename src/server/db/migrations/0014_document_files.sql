CREATE TABLE "document_files" (
	"tenant_id" text NOT NULL,
	"document_id" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"storage" text NOT NULL,
	"key" text,
	"bytes" "bytea",
	"source_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_tenant_id_document_id_pk" PRIMARY KEY("tenant_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "document_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "file_url" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "files_fetched" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "files_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "document_files" AS PERMISSIVE FOR ALL TO "portal_app" USING (tenant_id = current_setting('app.tenant', true)) WITH CHECK (tenant_id = current_setting('app.tenant', true));