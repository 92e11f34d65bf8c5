// The general area's operations.
import { listRoles } from './operations/listRoles';

export const generalOperations = [listRoles];
