import { type Specification, specificationSchema } from '@praxis/contract';

export interface TreeShape {
  topics: number;
  subtopicsPerTopic: number;
  requirementsPerSubtopic: number;
}

/**
 * A specification in the importer's CSV (`code,name,text,parentCode`): topics T01…, sub-topics T01.01…,
 * requirements T01.01.01… with a paragraph of text each, parents before their children.
 */
export function specificationCsv(shape: TreeShape): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const lines = ['code,name,text,parentCode'];
  for (let t = 1; t <= shape.topics; t++) {
    const topic = `T${two(t)}`;
    lines.push(`${topic},Topic ${t},,`);
    for (let s = 1; s <= shape.subtopicsPerTopic; s++) {
      const subtopic = `${topic}.${two(s)}`;
      lines.push(`${subtopic},Sub-topic ${t}.${s},,${topic}`);
      for (let r = 1; r <= shape.requirementsPerSubtopic; r++) {
        // Quoted, with a comma inside: the text is a sentence a real requirement could hold.
        const text = `"The organisation shall document, approve and review control ${t}.${s}.${r} every year."`;
        lines.push(`${subtopic}.${two(r)},Requirement ${t}.${s}.${r},${text},${subtopic}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** POST /v2/specifications/import with the file as multipart field `file`, as the import dialog sends it. */
export async function importSpecification(
  baseUrl: string,
  token: string,
  fileName: string,
  content: string,
): Promise<Specification> {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(new URL('/v2/specifications/import', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  if (response.status !== 201) {
    throw new Error(`importing ${fileName} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return specificationSchema.parse(JSON.parse(body));
}
