// Resource ids follow the spec: lowercase hex, 12 characters, or 14 ending in
// "01" for resources of the EU region.
import { randomBytes } from 'node:crypto';
import type { Region } from './config.ts';

export const ID_PATTERN = '^[0-9a-f]{12,14}$';
const idRegExp = new RegExp(ID_PATTERN);

export function newId(region: Region): string {
  const id = randomBytes(6).toString('hex');
  return region === 'eu' ? `${id}01` : id;
}

export function isResourceId(value: string): boolean {
  return idRegExp.test(value);
}
