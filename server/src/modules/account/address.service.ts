import type { components } from '../../../../openapi/generated/account.ts';
import { ADDRESS_COLUMNS as ADDRESS_SELECT_LIST } from './account.repo.ts';

/** An address book entry as the API shows it (openapi account.yaml Address). */
export type AddressView = components['schemas']['Address'];

/**
 * The SQL select list of user_address that produces an {@link AddressView}, for the statement of another
 * module that reads a buyer's address beside its own rows in one round trip (the cart's SKU facts): the
 * column list stays in this module's repo, and other modules reach this module only through its services.
 */
export const ADDRESS_COLUMNS: string = ADDRESS_SELECT_LIST;
