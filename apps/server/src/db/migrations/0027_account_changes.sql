-- Every instance keeps the accounts it has read (the caller of each request, with their company) and forgets
-- them all when this channel speaks: a role change, a deletion, a sign-out everywhere or a company change made
-- through any instance, or by hand in SQL (truncating included), reaches every instance as soon as the
-- notification does. Statement-level: one notification per statement, and PostgreSQL folds a transaction's
-- equal notifications into one at commit.
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_accounts', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_change AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER companies_account_change AFTER UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
