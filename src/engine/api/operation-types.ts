/**
 * What calling an operation takes and gives, inferred from the generated `operations` (so a
 * call cannot drift from the document): path, query and header parameters and the JSON body,
 * each required exactly when the document says so, and the success answer's data.
 */
import type { OperationId, operations } from './types';

export type { OperationId };

type Params<Id extends OperationId> = operations[Id]['parameters'];

/** One parameter location: absent when the operation has none, optional when all are. */
type Part<P, K extends keyof P> = [Exclude<P[K], undefined>] extends [never]
  ? unknown
  : object extends Pick<P, K>
    ? { [Q in K]?: Exclude<P[K], undefined> }
    : { [Q in K]: P[K] };

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: infer R }
    ? [Exclude<R, undefined>] extends [never]
      ? unknown
      : { body?: JsonOf<Exclude<R, undefined>> }
    : unknown;

export type OperationInput<Id extends OperationId> = Part<Params<Id>, 'path'> &
  Part<Params<Id>, 'query'> &
  Part<Params<Id>, 'header'> &
  BodyPart<operations[Id]>;

type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessOf<R> = 200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : 204 extends keyof R ? R[204] : never;
type DataOf<S> = S extends { content: { 'application/json': infer B } } ? B : S extends { content: object } ? Blob : undefined;

/** A success's data: the JSON body, a Blob for a file, undefined for 204. */
export type OperationData<Id extends OperationId> = DataOf<SuccessOf<Responses<Id>>>;

/** Problem JSON (status, detail, error_code, errors) of a refused call. */
export interface CallProblem {
  status?: number;
  detail?: string;
  error_code?: string;
  errors?: { path: string; message: string }[];
}

export interface CallResult<Data> {
  data?: Data;
  error?: CallProblem;
  response: Response;
}

export interface CallOptions {
  /** Send this session key instead of the signed-in one (logging out an impersonation session). */
  userKey?: string;
}

/** Whether the input may be left out (every part optional). */
export type InputArgs<Id extends OperationId> = object extends OperationInput<Id>
  ? [input?: OperationInput<Id>, options?: CallOptions]
  : [input: OperationInput<Id>, options?: CallOptions];
