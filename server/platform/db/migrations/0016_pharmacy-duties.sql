CREATE TABLE "pharmacy_duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_uuid" uuid NOT NULL,
	"city" text NOT NULL,
	"duty_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_duties_window_check" CHECK (ends_at > starts_at),
	CONSTRAINT "pharmacy_duties_city_check" CHECK (city IN ('Villa María', 'Villa Nueva'))
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_slug_not_reserved";--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "duty_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_duties" ADD CONSTRAINT "pharmacy_duties_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_duties_business_day_idx" ON "pharmacy_duties" USING btree ("business_uuid","duty_date");--> statement-breakpoint
CREATE INDEX "pharmacy_duties_ends_idx" ON "pharmacy_duties" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "pharmacy_duties_city_day_idx" ON "pharmacy_duties" USING btree ("city","duty_date");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_slug_not_reserved" CHECK (slug NOT IN ('admin', 'api', 'arrepentimiento', 'assets', 'auth', 'business', 'categories', 'contacto', 'favicon.ico', 'farmacias-de-turno', 'favorites', 'healthz', 'icons', 'magazine', 'manifest.webmanifest', 'media', 'mi-comercio', 'notifications', 'ofertas', 'offline', 'paginas', 'pricing', 'privacidad', 'profile', 'robots.txt', 'search', 'sitemap.xml', 'sw.js', 'terminos-y-condiciones', 'uploads'));--> statement-breakpoint
-- Data (issue 22): the home's "Farmacias de turno" quick link leads to the duty page instead of the list of every pharmacy.
UPDATE "quick_access_links" SET "url" = '/farmacias-de-turno' WHERE "url" = '/search?category=farmacias' AND lower("label") LIKE '%turno%';--> statement-breakpoint
-- The catch-all synonym "farmacia de turno" → "farmacia" gave every pharmacy; the duty page replaces it (decision 29).
DELETE FROM "search_synonyms" WHERE "term" = 'farmacia de turno' AND "synonyms" = ARRAY['farmacia']::text[];
