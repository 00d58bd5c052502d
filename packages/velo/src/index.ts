/**
 * The Velo engine: template engine, model client, checker and repair (filled by the Velo engine
 * issue). Pure library: no database, no HTTP, no process.env.
 */
export const VELO_ENGINE_VERSION = '0.0.0';
