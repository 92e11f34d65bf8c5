// The social graph's operations: follow, mute and block.
import type { Operation } from '../../platform/http/operation';

export const followOperations: Operation[] = [];
