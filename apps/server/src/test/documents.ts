import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
