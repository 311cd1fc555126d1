import type { ApiClient } from '../../engine/api/create-api-client';
import type { OperationId, Schemas } from '../../engine/api/types';
import { dataOrThrow } from './call-error';

/** What a submit needs besides the form's answers. */
export interface SubmitContext {
  /** The signed-in client (sends the session key). */
  api: ApiClient;
  /** A client that sends no session key: emailed-link calls carry their own key. */
  publicApi: ApiClient;
  /** The key from an emailed link (`user_key` of the URL). */
  linkKey?: string;
  /** Route parameters of the screen (`:userId`…). */
  params?: Readonly<Record<string, string | undefined>>;
}

/** What a successful submit hands back to the screen. */
export interface SubmitOutcome {
  /** The server's own words, when it answers with a message. */
  message?: string;
}

export type Submitter = (body: object, context: SubmitContext) => Promise<SubmitOutcome>;

const asBody = <T>(body: object) => body as T;

function userIdParam(context: SubmitContext): number {
  const id = Number(context.params?.userId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`No user id in the route (${context.params?.userId ?? 'none'})`);
  return id;
}

/**
 * The one map from a layout's `submit` operationId to its typed call: the layout names the
 * operation, this module alone knows its path, parameters and how its failures are worded.
 */
export const submitOperations = {
  requestPasswordReset: async (body, { publicApi }) =>
    dataOrThrow(await publicApi.POST('/forgot-password', { body: asBody<Schemas['ForgotPasswordRequest']>(body) })),
  resetPassword: async (body, { publicApi, linkKey = '' }) =>
    dataOrThrow(
      await publicApi.POST('/resetPassword', { params: { header: { 'user-key': linkKey } }, body: asBody<Schemas['NewPasswordRequest']>(body) }),
    ),
  changePassword: async (body, { api }) => dataOrThrow(await api.POST('/users/password', { body: asBody<Schemas['NewPasswordRequest']>(body) })),
  registerUser: async (body, { publicApi }) =>
    dataOrThrow(await publicApi.POST('/register-user', { body: asBody<Schemas['RegisterUserRequest']>(body) })),
  // Spec 2 §8: self-register shows the server's error_code.
  requestSelfRegister: async (body, { publicApi }) =>
    dataOrThrow(await publicApi.POST('/request-user-self-register', { body: asBody<Schemas['SelfRegisterRequest']>(body) }), 'errorCode'),
  updateProfile: async (body, { api }) => {
    dataOrThrow(await api.POST('/user/profile', { body: asBody<Schemas['ProfileUpdate']>(body) }));
    return {};
  },
  // Spec 2 §8: user create and update append "User may already exist. Please verify the data".
  createUser: async (body, { api }) => {
    dataOrThrow(await api.POST('/users', { body: asBody<Schemas['UserCreate']>(body) }), 'userMayExist');
    return {};
  },
  updateUser: async (body, context) => {
    const userId = userIdParam(context);
    dataOrThrow(await context.api.POST('/users/{userId}', { params: { path: { userId } }, body: asBody<Schemas['UserUpdate']>(body) }), 'userMayExist');
    return {};
  },
  // The server answers in the spec's words ('Account status updated successfully!', …).
  updateAccount: async (body, { api, params }) =>
    dataOrThrow(
      await api.POST('/accounts/{account_id}', { params: { path: { account_id: params?.account_id ?? '' } }, body: asBody<Schemas['AccountUpdate']>(body) }),
    ),
  createInquiry: async (body, { api }) => dataOrThrow(await api.POST('/inquiry', { body: asBody<Schemas['InquiryRequest']>(body) })),
} satisfies Partial<Record<OperationId, Submitter>>;

export function submitter(operationId: string | undefined): Submitter | undefined {
  if (!operationId || !Object.hasOwn(submitOperations, operationId)) return undefined;
  return submitOperations[operationId as keyof typeof submitOperations];
}
