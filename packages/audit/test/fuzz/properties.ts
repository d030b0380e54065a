/** Every fuzz property, in the order the test and the long run go through them. */
import type { FuzzProperty } from './fuzz-property.js';
import { textProperties } from './text-properties.js';
import { xlsxProperties } from './xlsx-properties.js';
import { zipProperties } from './zip-properties.js';

export const FUZZ_PROPERTIES: FuzzProperty[] = [...zipProperties, ...xlsxProperties, ...textProperties];
