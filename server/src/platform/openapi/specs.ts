import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the OpenAPI specs live: one YAML per upstream service prefix, plus common.yaml (shared components). */
export const OPENAPI_DIR = fileURLToPath(new URL('../../../../openapi/', import.meta.url));

export interface ServiceSpecFile {
  /** File stem, also the name of the generated client module (openapi/generated/<service>.ts). */
  service: string;
  file: string;
}

export const SERVICE_SPECS: ServiceSpecFile[] = readdirSync(OPENAPI_DIR)
  .filter((f) => f.endsWith('.yaml') && f !== 'common.yaml')
  .sort()
  .map((f) => ({ service: f.replace(/\.yaml$/, ''), file: OPENAPI_DIR + f }));
