// The general area's operations.
import { getLinkPreview } from './operations/getLinkPreview';
import { getSiteSettings } from './operations/getSiteSettings';
import { getUser } from './operations/getUser';
import { listLocations } from './operations/listLocations';
import { listRoles } from './operations/listRoles';
import { searchUsers } from './operations/searchUsers';
import { sendContactMessage } from './operations/sendContactMessage';

export const generalOperations = [
  listRoles,
  getUser,
  searchUsers,
  getLinkPreview,
  listLocations,
  getSiteSettings,
  sendContactMessage,
];
