import type { ComparedState, ComparisonAspect } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';

interface AspectValueProps {
  aspect: ComparisonAspect;
  /** null: the requirement did not exist on this side. */
  state: ComparedState | null;
}

/** What one side of a comparison says of one aspect, in words (a colour with its name, never alone). */
export function AspectValue({ aspect, state }: AspectValueProps) {
  const { t } = useTranslation();
  if (state === null) return <>{t('compare.absent')}</>;
  const listed = (values: string[]) => (values.length === 0 ? t('audits.none') : values.join(', '));
  switch (aspect) {
    case 'colour':
      return <SemaphoreDot colour={state.semaphore} withLabel />;
    case 'applicability': {
      const applicability =
        state.applicable === null
          ? t('report.undecided')
          : state.applicable
            ? t('report.applicable')
            : t('report.notApplicable');
      return (
        <>
          {applicability}
          {state.justification && ` – ${t('report.justification', { text: state.justification })}`}
        </>
      );
    }
    case 'maturity':
      return <>{listed(state.maturities.map((maturity) => `${maturity.classId}: ${maturity.level}`))}</>;
    case 'controls':
      return <>{listed(state.controls)}</>;
    case 'evidence':
      return (
        <>
          {listed(
            state.evidence.map((evidence) =>
              t('compare.evidenceValue', {
                title: evidence.title,
                revision: evidence.revision,
                sha256: evidence.sha256?.slice(0, 12) ?? t('compare.link'),
              }),
            ),
          )}
        </>
      );
  }
}
