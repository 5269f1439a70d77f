-- Issue 14: the back office finds a customer by any part of the e-mail or name (customer-service.ts
-- matches `lower(email || ' ' || name || ' ' || lastname) like '%…%'`), answered by a trigram index
-- instead of a scan of every account.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("email" || ' ' || "name" || ' ' || "lastname") gin_trgm_ops);
