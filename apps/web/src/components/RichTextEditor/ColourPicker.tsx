import {
  ActionIcon,
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  Popover,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColourOption } from './colours';

interface ColourPickerProps {
  /** The toolbar button's accessible name, e.g. 'Text colour'. */
  label: string;
  /** What the button shows underlined: the selection's colour, or the default. */
  current: string;
  options: readonly ColourOption[];
  /** The button that takes the colour off again ('Default (black)', 'No highlight'). */
  resetLabel: string;
  /** A hex code, or null to take the colour off. */
  onPick: (hexCode: string | null) => void;
}

/** A palette of the editor's preset colours plus a picker for any other, opened from the toolbar. */
export function ColourPicker({ label, current, options, resetLabel, onPick }: ColourPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [custom, setCustom] = useState(current);
  const pick = (hexCode: string | null) => {
    onPick(hexCode);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" shadow="md">
      {/* Outside the target, so the popover's own props reach the button. */}
      <Tooltip label={label}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <ColorSwatch color={current} size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Group gap={6} role="group" aria-label={label}>
            {options.map((option) => (
              <ColorSwatch
                key={option.identifier}
                component="button"
                type="button"
                color={option.hexCode}
                aria-label={t(`editor.colours.${option.identifier}`)}
                title={t(`editor.colours.${option.identifier}`)}
                onClick={() => pick(option.hexCode)}
                style={{ cursor: 'pointer' }}
              />
            ))}
          </Group>
          <Button variant="default" size="xs" onClick={() => pick(null)}>
            {resetLabel}
          </Button>
          <Text size="xs" c="dimmed">
            {t('editor.customColour')}
          </Text>
          <ColorPicker
            format="hex"
            value={custom}
            onChange={setCustom}
            saturationLabel={t('editor.saturation')}
            hueLabel={t('editor.hue')}
          />
          <Button size="xs" onClick={() => pick(custom)}>
            {t('editor.applyColour', { colour: custom })}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
