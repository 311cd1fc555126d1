import { HttpProblem } from '../http/problem';

/** 422 with every problem of a document, each at the JSON pointer of the offending value. */
export function invalidDocument(found: { path: string; message: string }[]): HttpProblem {
  return new HttpProblem(422, 'INVALID_DOCUMENT', found.map((p) => `${p.path} ${p.message}`).join('; '), found);
}
