CREATE TABLE "import_rows" (
	"job_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changes" jsonb,
	"hours" text,
	"result" text,
	"business_uuid" uuid,
	"cells" jsonb,
	CONSTRAINT "import_rows_job_id_row_pk" PRIMARY KEY("job_id","row"),
	CONSTRAINT "import_rows_outcome_check" CHECK (outcome IN ('create', 'update', 'unchanged', 'skip', 'reject', 'duplicate')),
	CONSTRAINT "import_rows_result_check" CHECK (result IN ('create', 'update', 'unchanged', 'skip', 'reject', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Imports made before this table kept their dry run in jobs.details->'plan'->'rows' and the rows the
-- run left out, with their cells, in jobs.errors: they move here (a finished import's result is its
-- dry run's outcome, the best that was kept), and the job keeps only the counts.
INSERT INTO "import_rows" ("job_id", "row", "name", "outcome", "messages", "changes", "result")
SELECT j."id", (r->>'row')::int, coalesce(r->>'name', ''), r->>'outcome', coalesce(r->'messages', '[]'::jsonb), r->'changes',
  CASE WHEN j."status" = 'done' THEN r->>'outcome' END
FROM "jobs" j CROSS JOIN LATERAL jsonb_array_elements(j."details"->'plan'->'rows') AS r
WHERE j."kind" LIKE 'import.%' AND jsonb_typeof(j."details"->'plan'->'rows') = 'array'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "import_rows" AS ir SET "cells" = e->'cells'
FROM "jobs" j CROSS JOIN LATERAL jsonb_array_elements(j."errors") AS e
WHERE j."kind" LIKE 'import.%' AND jsonb_typeof(j."errors") = 'array' AND ir."job_id" = j."id" AND ir."row" = (e->>'row')::int;--> statement-breakpoint
UPDATE "jobs" SET "details" = "details" #- '{plan,rows}', "errors" = '[]'::jsonb
WHERE "kind" LIKE 'import.%' AND "details" ? 'plan';
