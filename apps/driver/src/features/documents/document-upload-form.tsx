import { getErrorMessage, getFieldErrors, useUploadDocument } from '@ridebook/api-client';
import { Button, FormField, Input } from '@ridebook/ui';
import { DOCUMENT_FIELDS, DOCUMENT_UPLOAD, type DocumentType } from '@ridebook/validation';
import { useId, useState, type FormEvent } from 'react';

const INPUT_TYPES = { text: 'text', date: 'date', number: 'number' } as const;

/**
 * One document's upload: the type's fields, then the file, taken with the phone's camera (`capture`) or chosen as a
 * photo or PDF, with the upload's progress. The API checks everything again; its field errors show beside each field.
 */
export function DocumentUploadForm({
  type,
  submitLabel,
  initialValues = {},
  onUploaded,
}: {
  type: DocumentType;
  submitLabel: string;
  initialValues?: Record<string, string>;
  onUploaded?: () => void;
}) {
  const upload = useUploadDocument();
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const errors = getFieldErrors(upload.error);
  const fields = DOCUMENT_FIELDS[type];
  const hasFieldErrors = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) return;
    setProgress(0);
    upload.mutate(
      { type, fields: values, file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          onUploaded?.();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-label={submitLabel}>
      {fields.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <FormField key={field.name} label={field.label} error={errors[field.name]}>
              <Input
                name={field.name}
                type={INPUT_TYPES[field.kind]}
                value={values[field.name] ?? ''}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            </FormField>
          ))}
        </div>
      )}
      <FormField
        label="Photo or PDF"
        hint="Take a photo with your camera or choose a JPEG, PNG, WebP or PDF of up to 10 MB."
        error={errors.file}
      >
        <Input
          name="file"
          type="file"
          accept={DOCUMENT_UPLOAD.accept}
          capture="environment"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {progress !== null && (
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-progress`}>Uploading… {Math.round(progress * 100)}%</label>
          <progress id={`${id}-progress`} max={1} value={progress} className="w-full" />
        </div>
      )}
      {upload.isError && !hasFieldErrors && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(upload.error, 'The upload failed. Try again.')}
        </p>
      )}
      <div>
        <Button type="submit" disabled={file === null || upload.isPending}>
          {upload.isPending ? 'Uploading…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
