import { toLayoutDocument } from '../../../engine/layout';
import { tenantHandler } from '../../openapi/operation-types';

export const getLayout = tenantHandler<'getLayout'>(async ({ tenant }) => toLayoutDocument(tenant.layout));
