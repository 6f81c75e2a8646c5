import { type ErrorCode, formMessages, mappingMessages, passwordMessages } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A validation or server message as it arrives: English text, plus the limit when a text was too long. */
export interface Problem {
  message: string;
  max?: number;
  /** The API's error code, when the problem is an answer of the API. */
  code?: ErrorCode;
}

type FormMessage = keyof typeof formMessages;
const formMessageOf = new Map(
  Object.entries(formMessages).map(([key, message]) => [message as string, key as FormMessage]),
);

// Messages the contract's subscription schemas and the server's services send as plain text; the contract
// names only the form messages of spec §5, so these are matched by their wording.
const otherMessageOf = new Map<
  string,
  | 'guid'
  | 'projectId'
  | 'classNotSelected'
  | 'required'
  | 'httpUrl'
  | 'expiryBeforeEffective'
  | 'isoDate'
  | 'decision'
  | 'strengthRange'
  | 'specificationId'
  | 'acceptNeedsExpiry'
>([
  ['Must be a GUID such as 00000000-0000-0000-0000-000000000000', 'guid'],
  ['A project id has 6-30 lowercase letters, digits or hyphens', 'projectId'],
  ['Class not selected', 'classNotSelected'],
  // The evidence schemas' words (issue 11), which name no field: the field's label does.
  ['is required', 'required'],
  ['must be an http or https address', 'httpUrl'],
  ['must not be before the effective date', 'expiryBeforeEffective'],
  ['Use the form YYYY-MM-DD', 'isoDate'],
  ['Accepting a risk needs an expiry date', 'acceptNeedsExpiry'],
  ['must be approved or rejected', 'decision'],
  [mappingMessages.strengthRange, 'strengthRange'],
  // The mapping export's choice of a pair of specifications, left empty.
  ['Must be the id of a specification', 'specificationId'],
]);
type PasswordMessage = keyof typeof passwordMessages;
const passwordMessageOf = new Map(
  Object.entries(passwordMessages).map(([key, message]) => [message as string, key as PasswordMessage]),
);
const serverMessageOf = new Map<
  string,
  | 'lastAdministrator'
  | 'deleteYourself'
  | 'personExists'
  | 'emailTaken'
  | 'environmentExists'
  | 'labelExists'
  | 'companyNameTaken'
  | 'categoryNotFound'
  | 'subCategoryNotFound'
  | 'subClassNotFound'
  | 'chooseCategoryFirst'
  | 'wrongCurrentPassword'
  | 'reviewOwnRevision'
  | 'noAccessYet'
  | 'mappingExists'
  | 'mappingToItself'
  | 'ownerCannotApprove'
  | 'notAnAcceptance'
  | 'alreadyApproved'
  | 'noTreatmentYet'
>([
  ['The current password is wrong', 'wrongCurrentPassword'],
  ['The company must keep at least one administrator', 'lastAdministrator'],
  ['You cannot delete yourself', 'deleteYourself'],
  ['A person with this email already exists', 'personExists'],
  ['Another person already uses this email', 'emailTaken'],
  ['An environment with this name already exists', 'environmentExists'],
  ['A label with this name already exists', 'labelExists'],
  ['Another company already uses this name', 'companyNameTaken'],
  ['Category not found', 'categoryNotFound'],
  ['Sub-category not found', 'subCategoryNotFound'],
  ['Sub-class not found', 'subClassNotFound'],
  ['Choose a category first', 'chooseCategoryFirst'],
  ['You uploaded this revision: another User or Administrator must review it', 'reviewOwnRevision'],
  ['This person has no access to the company yet', 'noAccessYet'],
  [mappingMessages.exists, 'mappingExists'],
  [mappingMessages.toItself, 'mappingToItself'],
  [
    'The owner of a treatment cannot approve its acceptance: another Administrator must',
    'ownerCannotApprove',
  ],
  ['Only an accepted risk needs approval', 'notAnAcceptance'],
  ['This acceptance is already approved', 'alreadyApproved'],
  ['This risk scenario has no treatment yet', 'noTreatmentYet'],
]);

/**
 * Translates what the contract's schemas and the server say. A message it does not know is shown as the
 * server wrote it: better an English sentence than nothing.
 */
export function useMessageText() {
  const { t } = useTranslation();
  return useCallback(
    ({ message, max, code }: Problem): string => {
      // The limit and the wait are in the English text; any refusal of the rate limit says the same.
      if (code === 'rate_limited') return t('forms.serverMessages.rateLimited');
      // Likewise the figures of a full storage quota.
      if (code === 'storage_quota_exceeded') return t('forms.serverMessages.storageQuotaExceeded');
      const formMessage = formMessageOf.get(message);
      if (formMessage !== undefined) return t(`forms.messages.${formMessage}`);
      const passwordMessage = passwordMessageOf.get(message);
      if (passwordMessage !== undefined) return t(`forms.passwordMessages.${passwordMessage}`);
      const otherMessage = otherMessageOf.get(message);
      if (otherMessage !== undefined) return t(`forms.messages.${otherMessage}`);
      const serverMessage = serverMessageOf.get(message);
      if (serverMessage !== undefined) return t(`forms.serverMessages.${serverMessage}`);
      if (max !== undefined) return t('forms.messages.tooLong', { max });
      return message;
    },
    [t],
  );
}
