/** Names taken from the generated OpenAPI types, so no DTO is written by hand. */
import type { components, operations, paths } from '../../../openapi/generated/tenant-api';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type OperationId = keyof operations;
export type UserInfo = Schemas['UserInfo'];
export type ApplicationSettings = Schemas['ApplicationSettings'];
export type Problem = Schemas['Problem'];
export type Account = Schemas['Account'];
export type Payment = Schemas['Payment'];
export type PaymentSource = Schemas['PaymentSource'];
export type CardData = Schemas['CardData'];
export type BankAccountData = Schemas['BankAccountData'];
