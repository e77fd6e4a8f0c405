ALTER TABLE "business_subscriptions" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "receipt_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "receipt_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "receipt_reject_reason" text;