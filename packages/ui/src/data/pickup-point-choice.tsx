import { ZONE_MESSAGES, type PickupZone } from '@ridebook/validation';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { choiceCardClasses, choiceCardRadioClasses } from '../primitives/choice-card.ts';
import { FormField } from '../primitives/form-field.tsx';
import { Label } from '../primitives/label.tsx';
import { RadioGroup, RadioGroupItem } from '../primitives/radio-group.tsx';

export type PickupPointChoiceProps = {
  /** The airport or station zone the quote's pickup lies in, with its pickup points. */
  zone: PickupZone;
  /** The chosen point's id; '' for none yet. */
  value: string;
  onChange: (pointId: string) => void;
  error?: string | undefined;
};

/**
 * "Where to meet your driver": one radio per pickup point of the airport or station the pickup lies in (the
 * rider's booking sheet). The API refuses a booking there without one.
 */
export function PickupPointChoice({ zone, value, onChange, error }: PickupPointChoiceProps) {
  const id = useId();
  return (
    <FormField
      label={ZONE_MESSAGES.pickupPointLegend}
      hint={ZONE_MESSAGES.pickupPointHint(zone.name)}
      error={error}
      required
    >
      <RadioGroup name="pickupPointId" value={value} onValueChange={onChange} className="gap-2">
        {zone.pickupPoints.map((point) => (
          <Label key={point.id} htmlFor={`${id}-${point.id}`} className={choiceCardClasses}>
            <RadioGroupItem id={`${id}-${point.id}`} value={point.id} className={choiceCardRadioClasses} />
            <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
            {point.name}
          </Label>
        ))}
      </RadioGroup>
    </FormField>
  );
}
