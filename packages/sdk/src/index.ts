export { createTrestleClient, unwrap } from './client';
export type { TrestleApi, TrestleClient, TrestleClientOptions } from './client';
export { TrestleError } from './errors';
export {
  defaultTokenStore,
  memoryTokenStore,
  storageTokenStore,
  TOKEN_STORAGE_KEYS,
} from './auth/token-store';
export type { KeyValueStorage, TokenStore } from './auth/token-store';
export { CSRF_COOKIE, CSRF_HEADER, readCsrfCookie } from './auth/anti-forgery';
export { connectTrestleSocket, SOCKET_PATH } from './realtime/socket';
export type { TrestleSocket, TrestleSocketOptions } from './realtime/socket';
export type * from './realtime/events';
export type { components, operations, paths } from '@trestle/openapi/types';
