import type { ChoiceStyle } from '@care360/domain';
import { Badge, type BadgeProps } from '@mantine/core';

/**
 * The colour of each status style (spec §4.4), declared once: dark enough under white text, or
 * light enough under dark text, for WCAG AA contrast (autoContrast picks the text colour). The
 * status is always written, never told by its colour alone.
 */
export const STATUS_STYLE_COLOURS: Record<ChoiceStyle, string> = {
  success: 'teal.9',
  info: 'blue.8',
  warning: 'yellow.4',
  danger: 'red.9',
  neutral: 'gray.7',
};

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  tone: ChoiceStyle;
  children: string;
}

/** A status as a coloured badge: a carer's status, a member of staff's compliance. */
export function StatusBadge({ tone, children, ...props }: StatusBadgeProps) {
  return (
    <Badge color={STATUS_STYLE_COLOURS[tone]} autoContrast {...props}>
      {children}
    </Badge>
  );
}
