import { z } from 'zod';
import { documentFormats, documentQuerySchema } from '../documents.js';
import {
  putTreatmentSchema,
  riskHeatmapSchema,
  riskMatrixSchema,
  riskRegisterSchema,
  treatmentSchema,
} from '../risks.js';
import { defineRoute, noContent } from './route.js';

const tags = ['risks'];
const risks = { versions: [2], tags } as const;
const treatment = { ...risks, path: '/Threats/:id/treatment', refs: ['id'] } as const;

/** The company's risk matrix, heat maps and risk register, and a risk scenario's treatment decision. */
export const riskRoutes = {
  matrix: defineRoute({
    ...risks,
    method: 'GET',
    path: '/risks/matrix',
    access: 'data:read',
    response: riskMatrixSchema,
    summary: "The company's risk matrix: the lowest score of each level above low, and each level's colour",
  }),
  saveMatrix: defineRoute({
    ...risks,
    method: 'PUT',
    path: '/risks/matrix',
    access: 'company:admin',
    body: riskMatrixSchema,
    response: riskMatrixSchema,
    summary: "Change the company's risk matrix (thresholds rising, colours #RRGGBB)",
  }),
  heatmap: defineRoute({
    ...risks,
    method: 'GET',
    path: '/risks/heatmap',
    access: 'data:read',
    response: riskHeatmapSchema,
    summary:
      "The company's risk scenarios per cell, inherent and residual: 5×5 counts indexed [likelihood − 1][consequence − 1]; scenarios without both halves of a rating are not counted in it",
  }),
  register: defineRoute({
    ...risks,
    method: 'GET',
    path: '/risks/register',
    access: 'data:read',
    query: documentQuerySchema,
    response: riskRegisterSchema,
    documents: documentFormats,
    summary:
      "The risk register: every risk scenario with its ratings, affected assets, reductions and treatment, in number order; or (?format=pdf|docx|xlsx) the risk register and risk treatment plan as a document in the caller's language",
  }),
  export: defineRoute({
    ...risks,
    method: 'GET',
    path: '/risks/export.xlsx',
    access: 'data:read',
    response: z.string().describe('An XLSX workbook'),
    summary: "Download the risk register as an XLSX workbook, its headers in the caller's language",
  }),
  treatment: defineRoute({
    ...treatment,
    method: 'GET',
    access: 'data:read',
    response: treatmentSchema.nullable(),
    summary: "A risk scenario's treatment decision, or null before one is decided",
  }),
  putTreatment: defineRoute({
    ...treatment,
    method: 'PUT',
    access: 'data:write',
    body: putTreatmentSchema,
    response: treatmentSchema,
    summary:
      'Decide how a risk scenario is treated (mitigate, accept, transfer, avoid); changing the decision, owner or expiry of an acceptance asks for approval again',
  }),
  approveTreatment: defineRoute({
    ...treatment,
    method: 'POST',
    path: '/Threats/:id/treatment/approval',
    access: 'company:admin',
    response: treatmentSchema,
    refusals: [409],
    summary: "Approve a risk scenario's acceptance, as an Administrator other than its owner",
  }),
  removeTreatment: defineRoute({
    ...treatment,
    method: 'DELETE',
    access: 'data:write',
    ...noContent,
    summary: "Remove a risk scenario's treatment decision",
  }),
};
