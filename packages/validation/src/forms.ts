import type { z } from 'zod';

/** A schema a form validates with (its input is the form's values); `zodFormikValidate` in @ridebook/ui takes one. */
export type FormSchema<Output = unknown, Input = unknown> = z.ZodType<Output, Input>;

/**
 * A form's values, typed from the schema that checks them: every field the schema reads, each present and never
 * null, because a form holds a value in each field (blank text where the schema turns blank into "none").
 */
export type FormValues<Schema extends FormSchema> = {
  [Field in keyof z.input<Schema>]-?: Exclude<z.input<Schema>[Field], undefined | null>;
};
