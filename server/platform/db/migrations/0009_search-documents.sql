CREATE TABLE "search_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"business_uuid" uuid,
	"promotion_id" uuid,
	"bank_promotion_id" integer,
	"content" text NOT NULL,
	"label" text NOT NULL,
	"business_content" text,
	"document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', f_unaccent(content))) STORED NOT NULL,
	"business_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', f_unaccent(coalesce(business_content, '')))) STORED,
	"folded_label" text GENERATED ALWAYS AS (f_unaccent(lower(label))) STORED NOT NULL,
	"category_id" integer,
	"bank_id" integer,
	"status" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"premium_level" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "search_documents_promotionId_unique" UNIQUE("promotion_id"),
	CONSTRAINT "search_documents_bankPromotionId_unique" UNIQUE("bank_promotion_id"),
	CONSTRAINT "search_documents_kind_check" CHECK (kind IN ('business', 'business_promotion', 'bank_promotion'))
);
--> statement-breakpoint
DROP INDEX "bank_promotions_fts_idx";--> statement-breakpoint
DROP INDEX "bank_promotions_title_trgm_idx";--> statement-breakpoint
DROP INDEX "business_promotions_fts_idx";--> statement-breakpoint
DROP INDEX "business_promotions_title_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_fts_idx";--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', f_unaccent(lower(name)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', f_unaccent(lower(name)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_business_uuid_businesses_uuid_fk" FOREIGN KEY ("business_uuid") REFERENCES "public"."businesses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_promotion_id_business_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."business_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_bank_promotion_id_bank_promotions_id_fk" FOREIGN KEY ("bank_promotion_id") REFERENCES "public"."bank_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_business_idx" ON "search_documents" USING btree ("business_uuid");--> statement-breakpoint
CREATE INDEX "search_documents_category_idx" ON "search_documents" USING btree ("category_id") WHERE kind = 'business';--> statement-breakpoint
CREATE INDEX "search_documents_bank_idx" ON "search_documents" USING btree ("valid_to") WHERE kind = 'bank_promotion';--> statement-breakpoint
CREATE INDEX "search_documents_business_fts_idx" ON "search_documents" USING gin ("document") WHERE kind = 'business';--> statement-breakpoint
CREATE INDEX "search_documents_promotion_fts_idx" ON "search_documents" USING gin ("document") WHERE kind = 'business_promotion';--> statement-breakpoint
CREATE INDEX "search_documents_promotion_business_fts_idx" ON "search_documents" USING gin ("business_document") WHERE kind = 'business_promotion';--> statement-breakpoint
CREATE INDEX "search_documents_business_trgm_idx" ON "search_documents" USING gin (folded_label gin_trgm_ops) WHERE kind = 'business';--> statement-breakpoint
CREATE INDEX "search_documents_promotion_trgm_idx" ON "search_documents" USING gin (folded_label gin_trgm_ops) WHERE kind = 'business_promotion';--> statement-breakpoint
-- As in 0002: PGlite never vacuums, so GIN entries go straight into the index, never a pending list.
ALTER INDEX "search_documents_business_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_promotion_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_promotion_business_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_business_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_promotion_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- The one definition of a search document: every row search_documents should hold, computed from the
-- three tables. The triggers and rebuild_search_documents() copy from here, so they cannot disagree.
CREATE VIEW "search_document_sources" AS
  SELECT 'business'::text AS kind, b.uuid AS business_uuid, NULL::uuid AS promotion_id, NULL::integer AS bank_promotion_id,
    coalesce(b.name, '') || ' ' || coalesce(b.description, '') AS content, b.name AS label, NULL::text AS business_content,
    b.category_id, NULL::integer AS bank_id, b.status, b.is_premium, b.premium_level, false AS is_featured,
    NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at, NULL::timestamptz AS paused_at,
    NULL::date AS valid_from, NULL::date AS valid_to
  FROM businesses b
  UNION ALL
  SELECT 'business_promotion', p.business_uuid, p.id, NULL,
    coalesce(p.title, '') || ' ' || coalesce(p.discount_benefit, ''), p.title,
    coalesce(b.name, '') || ' ' || coalesce(b.description, ''),
    NULL, NULL, b.status, b.is_premium, b.premium_level, p.is_featured,
    p.start_date, p.end_date, p.paused_at, NULL, NULL
  FROM business_promotions p JOIN businesses b ON b.uuid = p.business_uuid
  UNION ALL
  SELECT 'bank_promotion', NULL, NULL, k.id,
    coalesce(k.title, '') || ' ' || coalesce(k.discount_text, ''), k.title, NULL,
    NULL, k.bank_id, NULL, false, 0, k.is_featured,
    NULL, NULL, NULL, k.valid_from, k.valid_to
  FROM bank_promotions k;--> statement-breakpoint
-- The documents of these businesses and of their promotions, rewritten from the sources.
CREATE FUNCTION search_documents_refresh_businesses(uuids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE business_uuid = ANY(uuids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE business_uuid = ANY(uuids);
$$;--> statement-breakpoint
CREATE FUNCTION search_documents_refresh_promotions(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE promotion_id = ANY(ids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE promotion_id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION search_documents_refresh_bank_promotions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE bank_promotion_id = ANY(ids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE bank_promotion_id = ANY(ids);
$$;--> statement-breakpoint
-- Every document again (the admin's "Reconstruir índice", and this migration's backfill).
CREATE FUNCTION rebuild_search_documents() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents;
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content,
      category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources;
$$;--> statement-breakpoint
-- Inserts: once per statement with the inserted rows (a bulk insert or an import batch is one set-based insert).
CREATE FUNCTION search_documents_businesses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_businesses(array(SELECT uuid FROM inserted_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_promotions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_promotions(array(SELECT id FROM inserted_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_bank_promotions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_bank_promotions(array(SELECT id FROM inserted_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates: per row, only when a field a document copies changed (views and clicks counters do not).
CREATE FUNCTION search_documents_business_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_businesses(array[OLD.uuid, NEW.uuid]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_promotion_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_promotions(array[OLD.id, NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_bank_promotion_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_documents_refresh_bank_promotions(array[OLD.id, NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_businesses_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_businesses_inserted();--> statement-breakpoint
CREATE TRIGGER search_documents_promotions_insert AFTER INSERT ON business_promotions
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_promotions_inserted();--> statement-breakpoint
CREATE TRIGGER search_documents_bank_promotions_insert AFTER INSERT ON bank_promotions
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_bank_promotions_inserted();--> statement-breakpoint
CREATE TRIGGER search_documents_business_update AFTER UPDATE ON businesses FOR EACH ROW
  WHEN (OLD.uuid IS DISTINCT FROM NEW.uuid OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_premium IS DISTINCT FROM NEW.is_premium
    OR OLD.premium_level IS DISTINCT FROM NEW.premium_level)
  EXECUTE FUNCTION search_documents_business_updated();--> statement-breakpoint
CREATE TRIGGER search_documents_promotion_update AFTER UPDATE ON business_promotions FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.business_uuid IS DISTINCT FROM NEW.business_uuid
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.discount_benefit IS DISTINCT FROM NEW.discount_benefit
    OR OLD.is_featured IS DISTINCT FROM NEW.is_featured OR OLD.start_date IS DISTINCT FROM NEW.start_date
    OR OLD.end_date IS DISTINCT FROM NEW.end_date OR OLD.paused_at IS DISTINCT FROM NEW.paused_at)
  EXECUTE FUNCTION search_documents_promotion_updated();--> statement-breakpoint
CREATE TRIGGER search_documents_bank_promotion_update AFTER UPDATE ON bank_promotions FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.bank_id IS DISTINCT FROM NEW.bank_id
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.discount_text IS DISTINCT FROM NEW.discount_text
    OR OLD.is_featured IS DISTINCT FROM NEW.is_featured OR OLD.valid_from IS DISTINCT FROM NEW.valid_from
    OR OLD.valid_to IS DISTINCT FROM NEW.valid_to)
  EXECUTE FUNCTION search_documents_bank_promotion_updated();--> statement-breakpoint
-- Typo matching through the trigram indexes: `<%` reads its threshold from a setting, which these
-- functions carry (0.5: WORD_SIMILARITY_THRESHOLD in server/search/search-terms.ts), so no search
-- needs a transaction to set it. Every word must be similar to some part of the folded label; the
-- first one is what the index answers.
CREATE FUNCTION search_similar_businesses(words text[]) RETURNS SETOF uuid LANGUAGE sql STABLE
  SET pg_trgm.word_similarity_threshold = 0.5 AS $$
  SELECT business_uuid FROM search_documents
  WHERE kind = 'business' AND words[1] <% folded_label
    AND NOT EXISTS (SELECT 1 FROM unnest(words) AS w(word) WHERE NOT (w.word <% folded_label))
$$;--> statement-breakpoint
CREATE FUNCTION search_similar_promotions(words text[]) RETURNS SETOF uuid LANGUAGE sql STABLE
  SET pg_trgm.word_similarity_threshold = 0.5 AS $$
  SELECT promotion_id FROM search_documents
  WHERE kind = 'business_promotion' AND words[1] <% folded_label
    AND NOT EXISTS (SELECT 1 FROM unnest(words) AS w(word) WHERE NOT (w.word <% folded_label))
$$;--> statement-breakpoint
SELECT rebuild_search_documents();
