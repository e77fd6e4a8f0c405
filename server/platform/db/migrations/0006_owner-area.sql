CREATE TABLE "business_lead_visits" (
	"visitor_hash" text NOT NULL,
	"business_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"hour_bucket" timestamp with time zone NOT NULL,
	CONSTRAINT "business_lead_visits_pk" PRIMARY KEY("visitor_hash","business_uuid","kind","hour_bucket"),
	CONSTRAINT "business_lead_visits_kind_check" CHECK (kind IN ('call', 'whatsapp', 'website', 'email', 'directions', 'search'))
);
--> statement-breakpoint
CREATE TABLE "business_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_uuid" uuid NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"alt_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_photos_size_check" CHECK (width > 0 AND height > 0)
);
--> statement-breakpoint
CREATE TABLE "business_search_referrals" (
	"business_uuid" uuid NOT NULL,
	"date" date NOT NULL,
	"query" text NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "business_search_referrals_business_uuid_date_query_pk" PRIMARY KEY("business_uuid","date","query"),
	CONSTRAINT "business_search_referrals_query_check" CHECK (char_length(query) BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "mercadopago_notifications" (
	"request_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"data_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_slug_not_reserved";--> statement-breakpoint
ALTER TABLE "business_subscriptions" DROP CONSTRAINT "business_subscriptions_plan_id_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "whatsapp_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "website_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "email_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "directions_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_promotions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "status" text DEFAULT 'authorized' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "payment_method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "amount_ars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "revocation_code" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "proof" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_lead_visits" ADD CONSTRAINT "business_lead_visits_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_search_referrals" ADD CONSTRAINT "business_search_referrals_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_lead_visits_hour_idx" ON "business_lead_visits" USING btree ("hour_bucket");--> statement-breakpoint
CREATE INDEX "business_photos_business_position_idx" ON "business_photos" USING btree ("business_uuid","position");--> statement-breakpoint
CREATE INDEX "business_search_referrals_date_idx" ON "business_search_referrals" USING btree ("date");--> statement-breakpoint
-- Rows from before: an inactive subscription is an ended one, paid ones came through Mercado Pago.
UPDATE "business_subscriptions" SET "status" = 'expired' WHERE NOT "is_active";--> statement-breakpoint
UPDATE "business_subscriptions" SET "payment_method" = 'mercadopago' WHERE "payment_reference" LIKE 'MP-%';--> statement-breakpoint
UPDATE "business_subscriptions" SET "activated_at" = "start_date";--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_subscriptions_status_idx" ON "business_subscriptions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_subscriptions_end_idx" ON "business_subscriptions" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "businesses_submitted_by_idx" ON "businesses" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_providerId_unique" UNIQUE("provider_id");--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_revocationCode_unique" UNIQUE("revocation_code");--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_status_check" CHECK (status IN ('pending', 'authorized', 'paused', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_method_check" CHECK (payment_method IN ('mercadopago', 'transfer'));--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_amount_check" CHECK (amount_ars >= 0);--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_active_check" CHECK ((status = 'authorized' AND is_active) OR (status IN ('pending', 'expired') AND NOT is_active) OR status IN ('paused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_provider_check" CHECK (provider_id IS NULL OR payment_method = 'mercadopago');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_slug_not_reserved" CHECK (slug NOT IN ('admin', 'api', 'arrepentimiento', 'assets', 'auth', 'business', 'categories', 'favicon.ico', 'favorites', 'healthz', 'magazine', 'manifest.webmanifest', 'mi-comercio', 'notifications', 'ofertas', 'pricing', 'privacidad', 'profile', 'robots.txt', 'search', 'sitemap.xml', 'sw.js', 'terminos-y-condiciones', 'uploads'));--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_role_check" CHECK (role IN ('owner', 'manager', 'employee', 'other'));