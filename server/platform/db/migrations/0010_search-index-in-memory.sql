DROP INDEX "search_documents_category_idx";--> statement-breakpoint
DROP INDEX "search_documents_bank_idx";--> statement-breakpoint
DROP INDEX "search_documents_business_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_business_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_business_trgm_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "business_document";--> statement-breakpoint
-- Search runs on each instance's copy of search_documents in memory (server/search/engine/). The
-- full-text and trigram indexes, the promotions' copy of their business's document and the typo
-- functions served the SQL search only, and cost every write of a business or promotion. What a hit
-- shows (the business's slug and logo, a promotion's benefit, a bank promotion's discount) moves
-- into the documents, so every change an instance must copy rewrites a document: its newest id and
-- count then tell whether the copy is current.
DROP FUNCTION search_similar_businesses(text[]);--> statement-breakpoint
DROP FUNCTION search_similar_promotions(text[]);--> statement-breakpoint
DROP VIEW search_document_sources;--> statement-breakpoint
CREATE VIEW "search_document_sources" AS
  SELECT 'business'::text AS kind, b.uuid AS business_uuid, NULL::uuid AS promotion_id, NULL::integer AS bank_promotion_id,
    coalesce(b.name, '') || ' ' || coalesce(b.description, '') AS content, b.name AS label, NULL::text AS business_content,
    b.slug, b.logo_url, NULL::text AS detail,
    b.category_id, NULL::integer AS bank_id, b.status, b.is_premium, b.premium_level, false AS is_featured,
    NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at, NULL::timestamptz AS paused_at,
    NULL::date AS valid_from, NULL::date AS valid_to
  FROM businesses b
  UNION ALL
  SELECT 'business_promotion', p.business_uuid, p.id, NULL,
    coalesce(p.title, '') || ' ' || coalesce(p.discount_benefit, ''), p.title,
    coalesce(b.name, '') || ' ' || coalesce(b.description, ''),
    b.slug, b.logo_url, p.discount_benefit,
    NULL, NULL, b.status, b.is_premium, b.premium_level, p.is_featured,
    p.start_date, p.end_date, p.paused_at, NULL, NULL
  FROM business_promotions p JOIN businesses b ON b.uuid = p.business_uuid
  UNION ALL
  SELECT 'bank_promotion', NULL, NULL, k.id,
    coalesce(k.title, '') || ' ' || coalesce(k.discount_text, ''), k.title, NULL,
    NULL, NULL, k.discount_text,
    NULL, k.bank_id, NULL, false, 0, k.is_featured,
    NULL, NULL, NULL, k.valid_from, k.valid_to
  FROM bank_promotions k;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_refresh_businesses(uuids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE business_uuid = ANY(uuids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE business_uuid = ANY(uuids);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_refresh_promotions(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE promotion_id = ANY(ids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE promotion_id = ANY(ids);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_refresh_bank_promotions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE bank_promotion_id = ANY(ids);
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources WHERE bank_promotion_id = ANY(ids);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_search_documents() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents;
  INSERT INTO search_documents (kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to)
    SELECT kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to
    FROM search_document_sources;
$$;--> statement-breakpoint
DROP TRIGGER search_documents_business_update ON businesses;--> statement-breakpoint
CREATE TRIGGER search_documents_business_update AFTER UPDATE ON businesses FOR EACH ROW
  WHEN (OLD.uuid IS DISTINCT FROM NEW.uuid OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_premium IS DISTINCT FROM NEW.is_premium
    OR OLD.premium_level IS DISTINCT FROM NEW.premium_level OR OLD.slug IS DISTINCT FROM NEW.slug
    OR OLD.logo_url IS DISTINCT FROM NEW.logo_url)
  EXECUTE FUNCTION search_documents_business_updated();--> statement-breakpoint
SELECT rebuild_search_documents();
