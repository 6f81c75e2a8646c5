-- Audit entity names become the codes of the contract's auditEntities (one style), so older events answer
-- the same entity filter as new ones. The requirements' checkpoint dates are checkpoints like the executions'.
UPDATE "audit_events" SET "entity" = "codes"."code"
FROM (VALUES
	('item', 'items'),
	('user', 'users'),
	('relation', 'relations'),
	('category', 'categories'),
	('subClass', 'sub-classes'),
	('file', 'files'),
	('savedFilter', 'saved-filters'),
	('environment', 'environments'),
	('settings.services', 'settings-services'),
	('settings.googleCloud', 'settings-google-cloud'),
	('settings.azure', 'settings-azure'),
	('settings.contact', 'settings-contact'),
	('applicability', 'requirement-applicability'),
	('requirement-checkpoints', 'checkpoints')
) AS "codes"("name", "code")
WHERE "audit_events"."entity" = "codes"."name";
