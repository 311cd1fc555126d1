-- The outbox becomes the mail queue (src/server/mail/outbox-worker.ts): a request inserts a row,
-- a worker sends it after commit with retries, and `result` gives way to status, attempts and the
-- last error. Rows written before keep what they said: recorded, sent, or failed with its error.
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- FORCEd row-level security hides every row from an owner login that is not a superuser: lift it
-- for the rewrite of the owner's own table; enforceTenantTables forces it again after migrating.
ALTER TABLE "outbox" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "outbox" SET
  "status" = CASE WHEN "result" = 'sent' THEN 'sent' WHEN "result" LIKE 'failed:%' THEN 'failed' ELSE 'recorded' END,
  "attempts" = CASE WHEN "transport" = 'smtp' THEN 1 ELSE 0 END,
  "last_error" = CASE WHEN "result" LIKE 'failed:%' THEN ltrim(substr("result", 8)) END,
  "sent_at" = CASE WHEN "result" = 'sent' THEN "created_at" END,
  -- The key of a one-time link already mailed (every link the portal sends carries user_key=), hashed
  -- as user_tokens stores it, so the listing masks it once the key is used or expired.
  "secret_hash" = encode(sha256(convert_to(substring("text" from 'user_key=([A-Za-z0-9_-]+)'), 'UTF8')), 'hex');--> statement-breakpoint
-- Mail handed to SMTP kept its links in the outbox: they go now (and with them the hash, which
-- only marks a row whose body still holds a key).
UPDATE "outbox" SET
  "text" = regexp_replace("text", 'user_key=[A-Za-z0-9_-]+', 'user_key=REDACTED', 'g'),
  "html" = regexp_replace("html", 'user_key=[A-Za-z0-9_-]+', 'user_key=REDACTED', 'g'),
  "secret_hash" = NULL
WHERE "transport" = 'smtp';--> statement-breakpoint
ALTER TABLE "outbox" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("tenant_id","status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "result";
