import { TOOLTIP_DELAY_MS } from '@havn/domain';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import './Tooltip.css';

/** A tooltip that opens after the spec's 600 ms, on hover and on keyboard focus alike. */
export function Tooltip({
  content,
  children,
  width,
}: {
  content: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={6} style={width ? { width } : undefined}>
            {content}
            <RadixTooltip.Arrow className="tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
