import { ROLES } from '@trestle/core';
import { operation } from '../../../platform/http/operation';

export const listRoles = operation('listRoles', 'public', async () => ({ items: [...ROLES] }));
