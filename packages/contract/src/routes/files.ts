import { z } from 'zod';
import { storedFileSchema } from '../files.js';
import { defineRoute } from './route.js';

const tags = ['files'];
const download = (version: 1 | 2, by: string) =>
  defineRoute({
    method: 'GET',
    path: '/Files/:id',
    versions: [version],
    refs: ['id'],
    access: 'data:read',
    response: z.string().describe('The file as stored: PNG, JPEG or sanitised SVG'),
    tags,
    summary: `A file by ${by}, served with its recognised type and nosniff`,
  });

/** Images uploaded into the editor's texts, and their downloads. */
export const fileRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/Files',
    versions: [1, 2],
    access: 'data:write',
    upload: {},
    response: storedFileSchema,
    status: 201,
    refusals: [413, 415],
    tags,
    summary: 'Upload one image (multipart/form-data, one file field): JPEG, PNG or SVG, at most 10 MB',
  }),
  downloadV1: download(1, 'its id or legacy id'),
  downloadV2: download(2, 'its id'),
};
