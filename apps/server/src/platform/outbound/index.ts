// Safe outbound HTTP: the only way server code fetches a URL someone else chose.
export {
  createOutboundClient,
  createOutboundClientFromConfig,
  OUTBOUND_DEFAULTS,
  type OutboundClient,
  type OutboundClientOptions,
  type OutboundFetchOptions,
  type OutboundResponse,
} from './client';
export { OutboundError, type OutboundErrorReason } from './errors';
export {
  isAllowedAddress,
  isPublicAddress,
  parseAddress,
  parseCidrList,
  type IpAddress,
  type ParsedCidr,
} from './address';
export {
  checkUrl,
  checkUrlResolved,
  systemResolver,
  type ResolvedAddress,
  type Resolver,
} from './url';
