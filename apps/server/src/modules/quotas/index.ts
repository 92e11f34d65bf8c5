// Quotas (issue 24): what the caller's membership still allows, read before a form is filled in.
import type { Operation } from '../../platform/http/operation';
import { getQuotas } from './operations/getQuotas';

export const quotasOperations: Operation[] = [getQuotas];
