/** The scheme registry's types and values, kept at this path for the scheme modules: the registry itself is the core's (src/registry.ts). */

export { createRegistry, DEFAULT_REGISTRY, type SchemeEntry, type SchemeRegistry } from '../registry.js';
