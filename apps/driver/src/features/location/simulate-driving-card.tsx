import { Badge, Card, CardContent, CardDescription, CardHeader, FormField, Switch } from '@ridebook/ui';
import { FlaskConical } from 'lucide-react';
import { CardHeading } from '../../components/card-heading.tsx';
import {
  setSimulatedDriving,
  useSimulatedDriving,
  writeSimulatedPosition,
} from './simulated-driving-storage.ts';

/**
 * The "Simulate driving" switch for desktop demos: the reported position then drives itself to the pickup and on
 * to the destination. Off by default, remembered in this browser.
 */
export function SimulateDrivingCard() {
  const isOn = useSimulatedDriving();
  const onChange = (checked: boolean) => {
    setSimulatedDriving(checked);
    // A fresh start next time: the simulated car does not reappear where an old demo left it.
    if (!checked) writeSimulatedPosition(null);
  };
  return (
    <Card className={isOn ? 'border-warning/50' : undefined}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <FlaskConical aria-hidden="true" className="size-5 text-warning" />
          <CardHeading className="text-base">Simulate driving</CardHeading>
          <Badge variant="warning">Demo only</Badge>
        </div>
        <CardDescription>
          For demos on a computer. Your real location is not used: the car starts where you are (or in the
          city centre) and, during a ride, drives itself to the pickup and then to the destination.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormField label="Simulate driving (demo)" layout="inline">
          <Switch checked={isOn} onCheckedChange={onChange} />
        </FormField>
      </CardContent>
    </Card>
  );
}
