-- Search now runs on each instance's copy of search_documents in memory (server/search/engine/):
-- the full-text and trigram indexes, the promotions' copy of their business's document and the
-- typo functions served the SQL search only, and cost every write of a business or promotion.
DROP INDEX "search_documents_category_idx";--> statement-breakpoint
DROP INDEX "search_documents_bank_idx";--> statement-breakpoint
DROP INDEX "search_documents_business_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_business_fts_idx";--> statement-breakpoint
DROP INDEX "search_documents_business_trgm_idx";--> statement-breakpoint
DROP INDEX "search_documents_promotion_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "business_document";--> statement-breakpoint
DROP FUNCTION search_similar_businesses(text[]);--> statement-breakpoint
DROP FUNCTION search_similar_promotions(text[]);
