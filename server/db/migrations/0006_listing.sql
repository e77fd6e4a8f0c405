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
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_photos_business_position_idx" ON "business_photos" USING btree ("business_uuid","position");