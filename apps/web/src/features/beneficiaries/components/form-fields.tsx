import { NumberInput, Select, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

// Submitted is what a valid submit hands over (the contract's output); the fields only read and write T
interface FieldProps<T extends FieldValues, Submitted> {
  control: Control<T, unknown, Submitted>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/**
 * Errors are the schema's English messages, shown in the language of the screen.
 *
 * A select bound to the form; its value is the option id as text, or '' when nothing is chosen.
 * Every field passes its element's ref to the form, so a failed submit focuses (and scrolls to) the first
 * field in error.
 */
export function SelectField<T extends FieldValues, Submitted>({
  control,
  name,
  label,
  required,
  data,
  onValueChange,
  ...rest
}: FieldProps<T, Submitted> & { data: { value: string; label: string }[]; onValueChange?: (value: string) => void } & Omit<
    ComponentProps<typeof Select>,
    'data' | 'value' | 'onChange'
  >) {
  const { rule } = useBeneficiaryText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          label={label}
          withAsterisk={required}
          data={data}
          value={field.value === undefined || field.value === null || field.value === '' ? null : String(field.value)}
          onChange={(value) => {
            const text = value === null ? '' : String(value);
            field.onChange(text);
            onValueChange?.(text);
          }}
          onBlur={field.onBlur}
          error={rule(fieldState.error?.message)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...rest}
        />
      )}
    />
  );
}

/** A text input bound to the form; `digitsOnly` keeps typing to at most `maxLength` digits. */
export function TextField<T extends FieldValues, Submitted>({
  control,
  name,
  label,
  required,
  digitsOnly,
  maxLength,
  ...rest
}: FieldProps<T, Submitted> & { digitsOnly?: boolean } & Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange'>) {
  const { rule } = useBeneficiaryText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          label={label}
          withAsterisk={required}
          value={field.value ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            field.onChange(digitsOnly ? value.replace(/\D/g, '').slice(0, maxLength) : value);
          }}
          onBlur={field.onBlur}
          maxLength={maxLength}
          inputMode={digitsOnly ? 'numeric' : undefined}
          error={rule(fieldState.error?.message)}
          {...rest}
        />
      )}
    />
  );
}

/**
 * A number input bound to the form. What the user typed stays as typed (no clamping to min/max on blur):
 * an out-of-range value gets the spec's message from the schema instead of silently becoming another number.
 */
export function NumberField<T extends FieldValues, Submitted>({
  control,
  name,
  label,
  required,
  ...rest
}: FieldProps<T, Submitted> & Omit<ComponentProps<typeof NumberInput>, 'value' | 'onChange'>) {
  const { rule } = useBeneficiaryText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={label}
          withAsterisk={required}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={rule(fieldState.error?.message)}
          allowDecimal={false}
          clampBehavior="none"
          {...rest}
        />
      )}
    />
  );
}
