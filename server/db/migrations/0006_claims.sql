ALTER TABLE "businesses" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "proof" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_submitted_by_idx" ON "businesses" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "evidence_url";--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_role_check" CHECK (role IN ('owner', 'manager', 'employee', 'other'));