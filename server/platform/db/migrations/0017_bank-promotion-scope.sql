CREATE TABLE "bank_promotion_businesses" (
	"bank_promotion_id" integer NOT NULL,
	"business_uuid" uuid NOT NULL,
	CONSTRAINT "bank_promotion_businesses_pk" PRIMARY KEY("bank_promotion_id","business_uuid")
);
--> statement-breakpoint
ALTER TABLE "bank_promotions" ADD COLUMN "scope" text DEFAULT 'todos' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_promotions" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "bank_promotion_businesses" ADD CONSTRAINT "bank_promotion_businesses_bank_promotion_id_bank_promotions_id_fk" FOREIGN KEY ("bank_promotion_id") REFERENCES "public"."bank_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_promotion_businesses" ADD CONSTRAINT "bank_promotion_businesses_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_promotion_businesses_business_idx" ON "bank_promotion_businesses" USING btree ("business_uuid");--> statement-breakpoint
ALTER TABLE "bank_promotions" ADD CONSTRAINT "bank_promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_promotions" ADD CONSTRAINT "bank_promotions_scope_check" CHECK (scope IN ('todos', 'categoria', 'marca', 'comercios'));--> statement-breakpoint
-- Until now a promotion with a category applied to that category's businesses: it keeps doing so.
UPDATE "bank_promotions" SET "scope" = 'categoria' WHERE "category_id" IS NOT NULL;
