ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_type_check";--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "owner_reply" text;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "owner_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "owner_reply_by" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "includes_featured_promotions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_owner_reply_by_users_id_fk" FOREIGN KEY ("owner_reply_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_type_check" CHECK (type IN ('new_business', 'favorite_update', 'recommendation', 'promotion', 'other', 'new_review', 'review_reply', 'claim_update', 'business_update', 'subscription', 'promotion_ending', 'holiday_reminder'));