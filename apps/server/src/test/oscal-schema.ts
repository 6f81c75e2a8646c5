import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { assert } from 'vitest';

/** The OSCAL models Praxis writes, each with NIST's JSON schema of it (test-fixtures/oscal/schemas). */
const SCHEMAS = { catalog: 'oscal_catalog_schema.json', mapping: 'oscal_mapping_schema.json' } as const;
export type OscalModel = keyof typeof SCHEMAS;

// NIST's patterns use \p{…} classes, which only unicode regular expressions read (without it they compile but
// match the wrong thing). Strict otherwise, but the mapping schema puts a pattern on numbers without saying
// `type: string`, which strict types would only log about.
const ajv = addFormats.default(
  new Ajv({ allErrors: true, unicodeRegExp: true, strict: true, strictTypes: false }),
);
const compiled = new Map<OscalModel, ValidateFunction>();

function validatorOf(model: OscalModel): ValidateFunction {
  let validate = compiled.get(model);
  if (validate === undefined) {
    const path = new URL(`../../test-fixtures/oscal/schemas/${SCHEMAS[model]}`, import.meta.url);
    validate = ajv.compile(JSON.parse(readFileSync(fileURLToPath(path), 'utf8')));
    compiled.set(model, validate);
  }
  return validate;
}

/** The schema's complaints about a document, one line each ('' when it validates). */
export function oscalErrors(model: OscalModel, document: unknown): string {
  const validate = validatorOf(model);
  return validate(document) ? '' : ajv.errorsText(validate.errors, { separator: '\n' });
}

/** Fails the test, naming each place the schema refuses, unless the document is valid OSCAL 1.2.1 of its model. */
export function expectValidOscal(model: OscalModel, document: unknown): void {
  const errors = oscalErrors(model, document);
  if (errors !== '') assert.fail(`not a valid OSCAL 1.2.1 ${model}:\n${errors}`);
}
