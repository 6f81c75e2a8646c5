-- The report (GET …/report) is kept per instance under the same count as the trees (schema/specifications.ts,
-- treeVersions), so the tables it shows beside a tree count too: documentation, maturities, assignments, and
-- the names and addresses of assigned people (a sign-in writes other columns of users; those do not count).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['documentation', 'maturities', 'assignments']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version()', t || '_tree_version', t);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_tree_version" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION bump_tree_version();
