// The smallest valid images: a 1×1 PNG and a 1×1 JPEG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const BOUNDARY = 'praxis-test-boundary';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body (boundary `BOUNDARY`) with one part per file; `field` defaults to `file`. */
export function multipart(
  parts: { field?: string; name: string; content: Buffer | string; type?: string }[],
) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.name}"\r\n` +
        `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
