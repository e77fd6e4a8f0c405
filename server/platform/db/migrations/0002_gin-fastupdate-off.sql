-- GIN indexes collect new entries in a "pending list" until VACUUM merges them; PGlite never runs
-- autovacuum, so every search would scan that list. Insert straight into the index instead.
ALTER INDEX businesses_fts_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX businesses_name_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX business_promotions_fts_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX business_promotions_title_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX bank_promotions_fts_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX bank_promotions_title_trgm_idx SET (fastupdate = off);
