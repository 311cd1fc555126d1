import { useMemo } from 'react';
import { listAnswer } from '../../../../engine/api/list-answer';
import { useRecord } from '../../../schema-form/use-record';

/** How many rows each of the account screen's lists shows: the newest, which staff look at first. */
export const ACCOUNT_LIST_SIZE = 25;

/**
 * One of the account's lists (payments, autopay runs, deliveries), newest first, through the
 * operation layer by name like any layout load; loads again when `reloadToken` changes (a refund).
 */
export function useAccountList<Row extends object>(operationId: string, accountId: string, reloadToken: number) {
  const values = useMemo(() => ({ account_id: accountId, page: 0, size: ACCOUNT_LIST_SIZE }), [accountId]);
  const { record, error, loading } = useRecord<object>(operationId, values, reloadToken);
  const answer = record ? listAnswer(record) : undefined;
  return { rows: answer?.rows as readonly Row[] | undefined, total: answer?.total ?? 0, error, loading };
}
