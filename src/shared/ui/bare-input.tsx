import { createRecipeContext, type InputProps } from '@chakra-ui/react';

/**
 * Chakra's Input styled by the system's `input` recipe, on a plain `<input>`: Chakra's own Input is Ark's
 * Field.Input, which brings every part of Ark's Field (textarea auto-resize included) into the bundle.
 * For inputs outside a Field on the first paint (the header's search box); lazy screens use Input.
 */
export const BareInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>(
  'input',
);
