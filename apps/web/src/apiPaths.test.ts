import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web reaches the API only through the contract's route descriptions (`api.call`, `api.send`, `api.url`,
 * `routeUrl`), so each path is written once, where the server registers it too. A `/v1/` or `/v2/` in a
 * string, a template or a JSX text is a path written by hand, and so is a template that puts the version
 * in between (`/v${version}/`).
 */
const versioned = /\/v(?:[12]|\{\})\//;

/** Tests and their helpers (`src/test/`, `test*.ts` beside the tests) fake the API by the URLs it is asked. */
const testCode = /\.test\.tsx?$|^test\/|(^|\/)test[A-Z]\w*\.tsx?$/;

const src = resolve(__dirname);
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !testCode.test(file),
);

/** A template's text with each substitution as `{}`; any other text as it is written. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
  }
  if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) return node.text;
  return undefined;
}

/** Where a source file writes a versioned path, as `file:line: text`; comments are no code, so not read. */
function handWrittenPaths(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const written = textOf(node);
    if (written !== undefined && versioned.test(written)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${written.trim()}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API paths in the web', () => {
  it('are found in strings, templates and JSX text, not in comments', () => {
    const sample = `// GET /v1/Me answers the signed-in user.
const me = '/v1/Me';
const item = \`/v2/Assets/\${id}\`;
const any = \`\${base}/v\${version}/Files\`;
const page = <Code>/v1/Me</Code>;
const fine = routeUrl(userRoutes.me, 1) + '/praxis/v1';`;
    expect(handWrittenPaths('sample.tsx', sample)).toEqual([
      'sample.tsx:2: /v1/Me',
      'sample.tsx:3: /v2/Assets/{}',
      'sample.tsx:4: {}/v{}/Files',
      'sample.tsx:5: /v1/Me',
    ]);
  });

  it('come from the route descriptions, never written by hand', () => {
    const found = sources.flatMap((file) => handWrittenPaths(file, readFileSync(join(src, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
