import type { Language } from '@praxis/contract';
import { and, asc, eq } from 'drizzle-orm';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { auditEvents, users } from '../db/schema/index.js';
import type { TestDatabase } from './databases.js';
import type { TestServer } from './server.js';

/** A PDF read back as pdf.js reads it: each page's text (spaces joined), width and fonts, and the outline. */
export async function pdfPages(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const pages: { text: string; width: number; fonts: { name: string; missingFile: boolean }[] }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const operators = await page.getOperatorList();
    const fontIds = new Set(
      operators.fnArray.flatMap((fn, i) => (fn === OPS.setFont ? [operators.argsArray[i][0] as string] : [])),
    );
    pages.push({
      text: content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
      width: Math.round(page.view[2] ?? 0),
      fonts: [...fontIds].map((id) => page.commonObjs.get(id)),
    });
  }
  const outline = (await pdf.getOutline()) ?? [];
  return { pdf, pages, outline };
}

/** The needles not found, each looked for after the one before it: [] when all come in order. */
export function inOrder(text: string, needles: string[]) {
  let from = 0;
  const missing: string[] = [];
  for (const needle of needles) {
    const found = text.indexOf(needle, from);
    if (found < 0) missing.push(needle);
    else from = found + needle.length;
  }
  return missing;
}

/**
 * What a documents test does as one person: set their language, download a document (200 expected, raw bytes
 * and headers), and read their company's export events in the order they were written. The server and
 * database are read when called, as a file's `beforeAll` makes them.
 */
export function documentCalls(of: () => { server: TestServer; database: TestDatabase }, email: string) {
  return {
    speak: (language: Language) =>
      of().database.db.update(users).set({ language }).where(eq(users.email, email)),

    async download(url: string, headers: Record<string, string> = {}, as = email) {
      const { server } = of();
      const response = await server.app.inject({
        url,
        headers: { authorization: `Bearer ${await server.tokenOf(as)}`, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },

    async exportEvents() {
      const { db } = of().database;
      const [person] = await db.select().from(users).where(eq(users.email, email));
      return db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.companyId, person?.companyId ?? ''), eq(auditEvents.action, 'export')))
        .orderBy(asc(auditEvents.at));
    },
  };
}
