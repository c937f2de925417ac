import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A form's resolver from the contract's schema. The schema takes what a request may carry (its
 * preprocessed fields accept anything), the form holds what its fields hold (text): the values enter
 * the schema through a step typed as the form's values, so react-hook-form sees those values as the
 * input and the schema's output as what a valid submit hands over. The form's values must fit the
 * schema's input (checked here), and nothing is converted on the way.
 */
export function formResolver<Values extends FieldValues>() {
  return <Schema extends z.ZodType>(
    schema: Values extends z.input<Schema> ? Schema : never,
  ): Resolver<Values, unknown, z.output<Schema>> =>
    zodResolver(
      z
        .custom<Values>()
        .transform((values): unknown => values)
        .pipe(schema),
    );
}
