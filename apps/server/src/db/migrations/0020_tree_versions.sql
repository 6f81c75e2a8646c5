CREATE TABLE "tree_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Counts, per company, the transactions that changed what a specification tree shows (schema/specifications.ts,
-- treeVersions). Deferred to the commit, so the count goes up with the change, and its row is locked only
-- for the commit's last instant: writers of one company never wait on it for a whole transaction, nor
-- deadlock on it with rows they lock meanwhile. Once per company and transaction (a local setting remembers).
CREATE FUNCTION "bump_tree_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
  bumped text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    company := OLD.company_id;
  ELSE
    company := NEW.company_id;
  END IF;
  bumped := 'praxis.tree_bumped_' || replace(company::text, '-', '_');
  IF current_setting(bumped, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(bumped, 'yes', true);
  INSERT INTO "tree_versions" AS v ("company_id", "version") VALUES (company, 1)
    ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['specification_elements', 'requirement_assessments', 'checkpoints',
    'requirement_relations', 'requirement_controls', 'items', 'evidence', 'evidence_revisions',
    'owner_labels', 'labels']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version()', t || '_tree_version', t);
  END LOOP;
END
$$;
