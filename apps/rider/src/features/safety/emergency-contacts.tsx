import {
  useAddEmergencyContact,
  useEmergencyContacts,
  useRemoveEmergencyContact,
  useUpdateEmergencyContact,
} from '@ridebook/api-client';
import { Button, notify } from '@ridebook/ui';
import { SAFETY_LIMITS, SAFETY_MESSAGES, type EmergencyContact } from '@ridebook/validation';
import { Pencil, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmRemoveButton } from '../../components/confirm-remove-button.tsx';
import { ListLoadState } from '../../components/list-load-state.tsx';
import { toastError } from '../../lib/toast-error.ts';
import { EmergencyContactForm } from './emergency-contact-form.tsx';

export const CONTACT_TOASTS = {
  added: 'Emergency contact added',
  updated: 'Emergency contact updated',
  addFailed: "We couldn't add this emergency contact. Please try again.",
  updateFailed: "We couldn't update this emergency contact. Please try again.",
  removeFailed: "We couldn't remove this emergency contact. Please try again.",
} as const;

/** Which form is open: none, the new contact's, or one contact's edit form. */
type Editing = null | { kind: 'new' } | { kind: 'edit'; contactId: string };

/**
 * Settings -> Safety: the people RideBook e-mails a live link when the rider presses SOS or shares their location
 * (GET/POST/PATCH/DELETE /user/me/emergency-contacts), at most five.
 */
export function EmergencyContacts() {
  const contacts = useEmergencyContacts();
  const [editing, setEditing] = useState<Editing>(null);
  const add = useAddEmergencyContact({
    onSuccess: () => void notify.success(CONTACT_TOASTS.added, { id: 'contact' }),
    onError: (error) => void toastError(error, CONTACT_TOASTS.addFailed, { id: 'contact' }),
  });
  const update = useUpdateEmergencyContact({
    onSuccess: () => void notify.success(CONTACT_TOASTS.updated, { id: 'contact' }),
    onError: (error) => void toastError(error, CONTACT_TOASTS.updateFailed, { id: 'contact' }),
  });

  if (contacts.isPending || contacts.isError)
    return <ListLoadState query={contacts} what="your emergency contacts" />;

  const list = contacts.data;
  const isFull = list.length >= SAFETY_LIMITS.contactsMax;
  return (
    <div className="grid gap-3">
      {list.length === 0 && editing?.kind !== 'new' && (
        <p className="text-sm text-muted-foreground">
          No emergency contacts yet. Add someone we can e-mail your live location to if you press SOS.
        </p>
      )}
      {list.length > 0 && (
        <ul aria-label="Emergency contacts" className="grid gap-2">
          {list.map((contact) =>
            editing?.kind === 'edit' && editing.contactId === contact.id ? (
              <li key={contact.id}>
                <EmergencyContactForm
                  contact={contact}
                  submitLabel="Save contact"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    await update.mutateAsync({ contactId: contact.id, ...values });
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <ContactRow
                key={contact.id}
                contact={contact}
                onEdit={() => setEditing({ kind: 'edit', contactId: contact.id })}
              />
            ),
          )}
        </ul>
      )}
      {editing?.kind === 'new' ? (
        <EmergencyContactForm
          submitLabel="Add contact"
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            await add.mutateAsync(values);
            setEditing(null);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setEditing({ kind: 'new' })} disabled={isFull}>
            <Plus aria-hidden="true" />
            Add emergency contact
          </Button>
          <p className="text-sm text-muted-foreground">
            {isFull ? SAFETY_MESSAGES.contactLimit : `${list.length} of ${SAFETY_LIMITS.contactsMax} added`}
          </p>
        </div>
      )}
    </div>
  );
}

function ContactRow({ contact, onEdit }: { contact: EmergencyContact; onEdit: () => void }) {
  const details = [contact.email, contact.phone].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <UserRound className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium break-words">
          {contact.name}
          {contact.relationship && (
            <span className="font-normal text-muted-foreground"> · {contact.relationship}</span>
          )}
        </p>
        <p className="text-sm break-all text-muted-foreground">{details}</p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${contact.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <RemoveContactButton contact={contact} />
      </div>
    </li>
  );
}

function RemoveContactButton({ contact }: { contact: EmergencyContact }) {
  const remove = useRemoveEmergencyContact({
    onSuccess: (message) => void notify.success(message, { id: 'contact' }),
    onError: (error) => void toastError(error, CONTACT_TOASTS.removeFailed, { id: 'contact' }),
  });
  return (
    <ConfirmRemoveButton
      label={contact.name}
      noun="contact"
      consequence="They will no longer be told when you press SOS or share your location."
      isPending={remove.isPending}
      onRemove={() => remove.mutate(contact.id)}
    />
  );
}
