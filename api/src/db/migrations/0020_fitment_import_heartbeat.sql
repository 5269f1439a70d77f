-- A running fitment import's API beats its heart every few seconds (fitment-import-jobs.ts): an API
-- starting up on PostgreSQL, where other replicas may be running imports, marks failed only the
-- imports whose heart stopped more than 30 seconds ago, not every running one.
ALTER TABLE "fitment_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;
