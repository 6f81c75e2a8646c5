import '@mantine/dates/styles.css';
import 'dayjs/locale/nb';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../lib/useFormatDate';

/** The calendar closes this long after a date is chosen, so the choice is seen to land. */
export const calendarCloseDelayMs = 300;

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or null when no date is set. */
  value: string | null;
  onChange: (date: string) => void;
  readOnly?: boolean;
  /** Extra controls after the date (a delete button). */
  children?: React.ReactNode;
}

/** A date shown as text with a calendar to change it and a set-to-today button. */
export function DateField({ label, value, onChange, readOnly = false, children }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const [opened, setOpened] = useState(false);
  const labelId = useId();
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const choose = (date: string | null) => {
    if (date === null) return;
    onChange(date);
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpened(false), calendarCloseDelayMs);
  };
  const shown = formatDate(value);

  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {readOnly ? (
          <Text size="sm" aria-labelledby={labelId}>
            {shown}
          </Text>
        ) : (
          <Popover
            opened={opened}
            onChange={setOpened}
            trapFocus
            withinPortal
            position="bottom-end"
            shadow="md"
          >
            <Popover.Target>
              <Button
                size="xs"
                variant="default"
                aria-label={t('dates.change', { label, date: shown })}
                onClick={() => setOpened((o) => !o)}
              >
                {shown}
              </Button>
            </Popover.Target>
            <Popover.Dropdown aria-label={t('dates.calendar', { label })}>
              <DatesProvider settings={{ locale: i18n.language }}>
                <Stack gap="xs">
                  <DatePicker value={value} onChange={choose} defaultDate={value ?? undefined} />
                  <Button size="xs" variant="light" onClick={() => choose(dayjs().format('YYYY-MM-DD'))}>
                    {t('dates.today')}
                  </Button>
                </Stack>
              </DatesProvider>
            </Popover.Dropdown>
          </Popover>
        )}
        {children}
      </Group>
    </Group>
  );
}
