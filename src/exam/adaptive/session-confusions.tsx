import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { countConfusions, type AreaDefinition, type ConfusionCount } from '../../exam-contract';
import { ConfusionMatrix } from '../../ui';
import type { CategoryWords } from '../area-ui';

export interface ConfusionsByAxisProps {
  counts: readonly ConfusionCount[];
  ui: CategoryWords;
  headingLevel?: 'h3' | 'h4';
  /** Whose answers: the student's own (the default), or a class's. */
  whose?: 'own' | 'class';
  /** False inside a section that already has the heading (the scheduled exam's results). */
  titled?: boolean;
}

/** One matrix per axis the area counts (band, front/back, instrument...), in the order the axes first come. */
export function ConfusionsByAxis({ counts, ui, headingLevel = 'h3', whose = 'own', titled = true }: ConfusionsByAxisProps) {
  const { t } = useTranslation(['exam', ui.namespace]);
  const areaT = useTranslation(ui.namespace).t;
  const axes = [...new Set(counts.map((c) => c.axis))];
  if (axes.length === 0) return null;
  return (
    <Stack spacing={2} data-testid="confusions">
      {titled ? (
        <Typography variant="subtitle1" component={headingLevel}>
          {t(`exam:confusions.${whose}.title`)}
        </Typography>
      ) : null}
      {axes.map((axis) => (
        <ConfusionMatrix
          key={axis}
          axis={axis}
          cells={counts.filter((c) => c.axis === axis)}
          describe={(value) => ui.describeCategory(axis, value, areaT)}
          {...(ui.compareCategories ? { compare: (a: string, b: string) => ui.compareCategories?.(axis, a, b) ?? 0 } : {})}
          caption={t(`exam:confusions.${whose}.caption`, { axis: t(`${ui.namespace}:confusion.${axis}`) })}
          cornerLabel={t('exam:confusions.corner')}
        />
      ))}
    </Stack>
  );
}

export interface SessionConfusionsProps<S, Q, A> {
  definition: AreaDefinition<S, Q, A>;
  ui: ConfusionsByAxisProps['ui'];
  items: readonly { question: Q; answer: A }[];
}

/** The confusions of the answers just given (training, an exam, an adaptive run). */
export function SessionConfusions<S, Q, A>({ definition, ui, items }: SessionConfusionsProps<S, Q, A>) {
  const counts = countConfusions(items.flatMap((item) => definition.confusions(item.question, item.answer)));
  return <ConfusionsByAxis counts={counts} ui={ui} />;
}
