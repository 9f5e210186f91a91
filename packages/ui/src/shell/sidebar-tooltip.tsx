import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../primitives/tooltip.tsx';

/** The label beside an icon of the collapsed sidebar. Loaded only once the sidebar is collapsed (see Sidebar). */
export function SidebarTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {content}
      </TooltipContent>
    </Tooltip>
  );
}
