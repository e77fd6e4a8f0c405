CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"audience" text NOT NULL,
	"audience_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_broadcasts_type_check" CHECK (type IN ('new_business', 'favorite_update', 'recommendation', 'promotion', 'other', 'new_review', 'review_reply', 'claim_update', 'business_update', 'subscription', 'promotion_ending', 'holiday_reminder')),
	CONSTRAINT "notification_broadcasts_audience_check" CHECK (audience IN ('all', 'business_favorites', 'category_favorites', 'user')),
	CONSTRAINT "notification_broadcasts_status_check" CHECK (status IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_category_links" (
	"query" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"two_way" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term"),
	CONSTRAINT "search_synonyms_nonempty_check" CHECK (cardinality(synonyms) > 0 AND char_length(term) > 0)
);
--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "open_reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "from_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "source" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_business_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."business_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_category_links" ADD CONSTRAINT "search_category_links_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_category_links" ADD CONSTRAINT "search_category_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_created_idx" ON "notification_broadcasts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_uq" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE resolved_at IS NULL;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_reviews_reported_idx" ON "business_reviews" USING btree ("open_reports_count") WHERE open_reports_count > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_external_id_uq" ON "businesses" USING btree ("external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_lower_name_idx" ON "businesses" USING btree (lower(name),"id");--> statement-breakpoint
CREATE INDEX "businesses_status_name_idx" ON "businesses" USING btree ("status",lower(name),"id");--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_updated_idx" ON "businesses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "businesses_admin_search_trgm_idx" ON "businesses" USING gin (f_unaccent(lower(name || ' ' || slug || ' ' || coalesce(address, '') || ' ' || regexp_replace(coalesce(phone_number, '') || ' ' || coalesce(whatsapp_number, ''), '[^0-9 ]', '', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_business_idx" ON "user_roles" USING btree ("business_uuid");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_source_check" CHECK (source IN ('contact', 'owner'));