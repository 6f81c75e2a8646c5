import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------
// The parameters of an OSCAL specification (SP 800-53's "organization-defined" assignments and selections):
// what the catalog or profile defines and sets, and the value the company sets for itself.

export const PARAMETER_VALUE_MAX_CHARS = 2_000;

/** Where a parameter's effective value comes from; null: nobody set one, so the organisation must. */
export const parameterSources = ['company', 'profile', 'catalog'] as const;
export type ParameterSource = (typeof parameterSources)[number];

export const parameterHowMany = ['one', 'one-or-more'] as const;

export const parameterSelectSchema = z.object({
  howMany: z.enum(parameterHowMany),
  choices: z.array(z.string()),
});

/** The company's own value: free text, or choices of the parameter's selection. */
export const parameterValueSchema = z.object({
  text: z.string().nullable(),
  choices: z.array(z.string()).nullable(),
});

export const requirementParameterSchema = z.object({
  /** The OSCAL param id ('ac-01_odp.03'), also its key in the statement's text. */
  id: z.string(),
  label: z.string().nullable(),
  select: parameterSelectSchema.nullable(),
  guidelines: z.string().nullable(),
  /** The values the catalog or the profile sets. */
  defined: z.array(z.string()),
  company: parameterValueSchema.nullable(),
  /** The value the statement shows; null while nobody set one. */
  value: z.string().nullable(),
  source: z.enum(parameterSources).nullable(),
});
export type RequirementParameter = z.infer<typeof requirementParameterSchema>;

export const requirementParametersSchema = z.array(requirementParameterSchema);

const choice = z.string().trim().min(1, 'is empty').max(PARAMETER_VALUE_MAX_CHARS);

/**
 * PUT requirements/{id}/parameters/{parameterId}: text for a parameter without a selection, choices for one
 * with (the server checks them against the parameter's).
 */
export const putParameterValueSchema = z
  .object({
    text: z.string().trim().min(1, 'is empty').max(PARAMETER_VALUE_MAX_CHARS).optional(),
    choices: z.array(choice).min(1, 'choose at least one').max(100).optional(),
  })
  .strict()
  .superRefine(({ text, choices }, context) => {
    if ((text === undefined) === (choices === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [text === undefined ? 'text' : 'choices'],
        message: 'give either text or choices',
      });
    }
  });
export type PutParameterValue = z.infer<typeof putParameterValueSchema>;

export const parameterPathSchema = z.object({
  parameterId: z.string().min(1).max(200),
});

/**
 * The marker a statement keeps where a parameter goes: a span naming it, holding the text the import put
 * there (the value the catalog sets, or its label), which a reader that knows no parameters shows as it is.
 */
export const PARAMETER_SPAN = /<span data-param="([^"]*)">([\s\S]*?)<\/span>/g;

/** The text a statement shows for a value the company or catalog set. */
export const parameterText = (values: string[]) => values.join(', ');
