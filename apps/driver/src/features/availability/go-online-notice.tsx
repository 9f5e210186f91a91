import { Button } from '@ridebook/ui';
import { Power } from 'lucide-react';
import { Notice } from '../../components/notice.tsx';
import { useAvailabilityToggle } from './use-availability-toggle.ts';

/** Where rides are taken (offers, open requests), an offline driver is asked to go online first. */
export function GoOnlineNotice({
  title = "You're offline",
  children,
}: {
  title?: string;
  children?: string;
}) {
  const toggle = useAvailabilityToggle();
  return (
    <Notice
      tone="info"
      icon={Power}
      title={title}
      action={
        <Button
          onClick={() => void toggle.goOnline()}
          loading={toggle.isSwitching}
          disabled={!toggle.canGoOnline && !toggle.availability.isPending}
        >
          {!toggle.isSwitching && <Power aria-hidden="true" />}
          Go Online
        </Button>
      }
    >
      {children ?? 'Go online to see ride requests near you and get offers.'}
      {!toggle.canGoOnline && toggle.blockedReason && (
        <p className="mt-1 font-medium">{toggle.blockedReason}</p>
      )}
    </Notice>
  );
}
