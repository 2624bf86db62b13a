/**
 * The sub-states of an identity form while it is being edited: `clean` after any change, `invalid` after a
 * submit the rules of spec §5 refused (tag `invalid`), `rejected` after the server refused it (tag
 * `error`). The views read the tags; the machines send `field.change` back to `clean`.
 */
export const editingStates = {
  clean: {},
  invalid: { tags: ['invalid'] },
  rejected: { tags: ['error'] },
};
