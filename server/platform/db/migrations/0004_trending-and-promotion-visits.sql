CREATE TABLE "hidden_trending_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_event_visits" (
	"visitor_hash" text NOT NULL,
	"promotion_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"hour_bucket" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_event_visits_pk" PRIMARY KEY("visitor_hash","promotion_id","event_type","hour_bucket")
);
--> statement-breakpoint
ALTER TABLE "search_analytics" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "hidden_trending_terms" ADD CONSTRAINT "hidden_trending_terms_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_event_visits" ADD CONSTRAINT "promotion_event_visits_promotion_id_business_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."business_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_event_visits_hour_idx" ON "promotion_event_visits" USING btree ("hour_bucket");