// The files area's operations.
import { getFile } from './operations/getFile';
import { uploadFile } from './operations/uploadFile';

export const filesOperations = [uploadFile, getFile];
