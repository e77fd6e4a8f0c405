CREATE TABLE "business_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_uuid" uuid NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"visible_until" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_posts_body_check" CHECK (char_length(body) BETWEEN 1 AND 300),
	CONSTRAINT "business_posts_dates_check" CHECK (visible_until > created_at)
);
--> statement-breakpoint
CREATE TABLE "business_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_uuid" uuid NOT NULL,
	"question_id" integer,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"by_business" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"open_reports_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_questions_body_check" CHECK (char_length(body) BETWEEN 1 AND 500),
	CONSTRAINT "business_questions_by_business_check" CHECK (NOT by_business OR question_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "business_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_uuid" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"proposed_value" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_suggestions_kind_check" CHECK (kind IN ('phone', 'hours', 'address', 'closed')),
	CONSTRAINT "business_suggestions_status_check" CHECK (status IN ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "notification_broadcasts_type_check";--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_type_check";--> statement-breakpoint
ALTER TABLE "business_posts" ADD CONSTRAINT "business_posts_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_posts" ADD CONSTRAINT "business_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_question_id_business_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."business_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD CONSTRAINT "business_suggestions_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD CONSTRAINT "business_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD CONSTRAINT "business_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_business_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."business_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_posts_business_idx" ON "business_posts" USING btree ("business_uuid","visible_until" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_questions_business_idx" ON "business_questions" USING btree ("business_uuid","created_at" DESC NULLS LAST) WHERE question_id IS NULL;--> statement-breakpoint
CREATE INDEX "business_questions_question_idx" ON "business_questions" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "business_questions_reported_idx" ON "business_questions" USING btree ("open_reports_count") WHERE open_reports_count > 0;--> statement-breakpoint
CREATE INDEX "business_suggestions_business_idx" ON "business_suggestions" USING btree ("business_uuid","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_suggestions_pending_idx" ON "business_suggestions" USING btree ("created_at" DESC NULLS LAST) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_question_user_uq" ON "question_reports" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE INDEX "question_reports_open_idx" ON "question_reports" USING btree ("question_id") WHERE resolved_at IS NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_type_check" CHECK (type IN ('new_business', 'favorite_update', 'recommendation', 'promotion', 'other', 'new_review', 'review_reply', 'claim_update', 'business_update', 'subscription', 'promotion_ending', 'holiday_reminder', 'new_question', 'question_answer', 'new_suggestion', 'suggestion_update'));--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_type_check" CHECK (type IN ('new_business', 'favorite_update', 'recommendation', 'promotion', 'other', 'new_review', 'review_reply', 'claim_update', 'business_update', 'subscription', 'promotion_ending', 'holiday_reminder', 'new_question', 'question_answer', 'new_suggestion', 'suggestion_update'));