CREATE TABLE "business_lead_visits" (
	"visitor_hash" text NOT NULL,
	"business_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"hour_bucket" timestamp with time zone NOT NULL,
	CONSTRAINT "business_lead_visits_pk" PRIMARY KEY("visitor_hash","business_uuid","kind","hour_bucket"),
	CONSTRAINT "business_lead_visits_kind_check" CHECK (kind IN ('call', 'whatsapp', 'website', 'email', 'directions', 'search'))
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
ALTER TABLE "business_analytics" ADD COLUMN "calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "whatsapp_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "website_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "email_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "directions_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_lead_visits" ADD CONSTRAINT "business_lead_visits_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_search_referrals" ADD CONSTRAINT "business_search_referrals_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_lead_visits_hour_idx" ON "business_lead_visits" USING btree ("hour_bucket");--> statement-breakpoint
CREATE INDEX "business_search_referrals_date_idx" ON "business_search_referrals" USING btree ("date");