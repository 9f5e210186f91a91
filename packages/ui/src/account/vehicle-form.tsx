import { useUpdateProfile } from '@ridebook/api-client';
import {
  updateProfileSchema,
  type CurrentUser,
  type DriverApprovalStatus,
  type FormValues,
} from '@ridebook/validation';
import { useFormik } from 'formik';
import { TriangleAlert } from 'lucide-react';
import { zodFormikValidate } from '../forms/zod-formik-validate.ts';
import { Badge } from '../primitives/badge.tsx';
import type { BadgeProps } from '../primitives/badge.tsx';
import { Button } from '../primitives/button.tsx';
import { FormField } from '../primitives/form-field.tsx';
import { Input } from '../primitives/input.tsx';
import { notify, notifyError } from '../toast/notify.ts';
import { PROFILE_MESSAGES, pickFieldErrors } from './profile-form-support.ts';
import { ProfileSection } from './profile-section.tsx';

const vehicleSchema = updateProfileSchema.pick({ vehicleModel: true, vehiclePlate: true });
type VehicleValues = FormValues<typeof vehicleSchema>;

const validate = zodFormikValidate(vehicleSchema);

/** What changing the vehicle does, by the driver's standing (the API sets any changed vehicle back to pending). */
const VEHICLE_CHANGE_NOTES: Readonly<Record<DriverApprovalStatus, string>> = {
  approved:
    "Changing your vehicle model or license plate sends your account back for approval. Until an admin approves the new details, you can't go online or accept rides.",
  pending:
    'Your account is waiting for approval. If you change your vehicle now, the review checks the new details.',
  rejected: 'Correcting your vehicle model or license plate sends your application for review again.',
  suspended: "Your account is suspended: changing your vehicle doesn't restore it. Please contact support.",
};

const APPROVAL_BADGES: Readonly<
  Record<DriverApprovalStatus, { label: string; variant: BadgeProps['variant'] }>
> = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending approval', variant: 'warning' },
  rejected: { label: 'Not approved', variant: 'destructive' },
  suspended: { label: 'Suspended', variant: 'destructive' },
};

/**
 * A driver's vehicle (PATCH /user/me with vehicleModel and vehiclePlate). A new vehicle has not been checked, so the
 * API sends the account back to pending approval: the form says so before the driver saves.
 */
export function VehicleForm({ user }: { user: CurrentUser }) {
  const approvalStatus = user.driver?.approvalStatus ?? 'pending';
  const badge = APPROVAL_BADGES[approvalStatus];
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const formik = useFormik<VehicleValues>({
    initialValues: {
      vehicleModel: user.driver?.vehicleModel ?? '',
      vehiclePlate: user.driver?.vehiclePlate ?? '',
    },
    enableReinitialize: true,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await updateProfile(updateProfileSchema.parse(values));
        const isBackInReview = approvalStatus !== 'pending' && saved.driver?.approvalStatus === 'pending';
        notify.success(isBackInReview ? PROFILE_MESSAGES.vehicleSavedPending : PROFILE_MESSAGES.vehicleSaved);
        helpers.resetForm({
          values: {
            vehicleModel: saved.driver?.vehicleModel ?? values.vehicleModel,
            vehiclePlate: saved.driver?.vehiclePlate ?? values.vehiclePlate,
          },
        });
      } catch (error) {
        notifyError(error, PROFILE_MESSAGES.vehicleFailure);
        helpers.setErrors(pickFieldErrors<VehicleValues>(error, ['vehicleModel', 'vehiclePlate']));
      }
    },
  });
  const { values, errors, touched, isSubmitting, isValid, dirty } = formik;

  return (
    <ProfileSection
      title="Vehicle"
      description="The car you drive with RideBook."
      aside={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Approval status <Badge variant={badge.variant}>{badge.label}</Badge>
        </p>
      }
    >
      <form noValidate onSubmit={formik.handleSubmit} className="grid gap-5">
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm text-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <p>{VEHICLE_CHANGE_NOTES[approvalStatus]}</p>
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="Vehicle model"
            error={errors.vehicleModel}
            touched={touched.vehicleModel}
            required
          >
            <Input
              name="vehicleModel"
              placeholder="Toyota Prius"
              value={values.vehicleModel}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <FormField
            label="License plate"
            error={errors.vehiclePlate}
            touched={touched.vehiclePlate}
            required
          >
            <Input
              name="vehiclePlate"
              placeholder="RB-2048"
              autoCapitalize="characters"
              value={values.vehiclePlate}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {dirty && !isSubmitting && (
            <Button variant="ghost" onClick={() => formik.resetForm()}>
              Discard Changes
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={!isValid || !dirty}>
            {isSubmitting ? 'Updating...' : 'Update Vehicle'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
