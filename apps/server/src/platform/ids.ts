// Identifiers are UUIDv7: unique, and sortable by creation time.
import { uuidv7 } from 'uuidv7';

export const newId = (): string => uuidv7();
